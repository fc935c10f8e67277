/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maintenance_Banner_ActiveInputs */

const en_maintenance_banner_active = /** @type {(inputs: Maintenance_Banner_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maintenance mode is ACTIVE`)
};

const fr_maintenance_banner_active = /** @type {(inputs: Maintenance_Banner_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mode maintenance est ACTIVÉ`)
};

/**
* | output |
* | --- |
* | "Maintenance mode is ACTIVE" |
*
* @param {Maintenance_Banner_ActiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const maintenance_banner_active = /** @type {((inputs?: Maintenance_Banner_ActiveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maintenance_Banner_ActiveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_maintenance_banner_active(inputs)
	return en_maintenance_banner_active(inputs)
});