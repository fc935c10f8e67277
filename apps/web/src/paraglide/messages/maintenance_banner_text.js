/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maintenance_Banner_TextInputs */

const en_maintenance_banner_text = /** @type {(inputs: Maintenance_Banner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`— visitors see the maintenance page; only signed-in admins see the site.`)
};

const fr_maintenance_banner_text = /** @type {(inputs: Maintenance_Banner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`— les visiteurs voient la page de maintenance; seuls les administrateurs connectés voient le site.`)
};

/**
* | output |
* | --- |
* | "— visitors see the maintenance page; only signed-in admins see the site." |
*
* @param {Maintenance_Banner_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const maintenance_banner_text = /** @type {((inputs?: Maintenance_Banner_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maintenance_Banner_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_maintenance_banner_text(inputs)
	return en_maintenance_banner_text(inputs)
});