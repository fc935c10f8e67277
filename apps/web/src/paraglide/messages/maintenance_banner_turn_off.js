/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maintenance_Banner_Turn_OffInputs */

const en_maintenance_banner_turn_off = /** @type {(inputs: Maintenance_Banner_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn off in Settings`)
};

const fr_maintenance_banner_turn_off = /** @type {(inputs: Maintenance_Banner_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactiver dans les paramètres`)
};

/**
* | output |
* | --- |
* | "Turn off in Settings" |
*
* @param {Maintenance_Banner_Turn_OffInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const maintenance_banner_turn_off = /** @type {((inputs?: Maintenance_Banner_Turn_OffInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maintenance_Banner_Turn_OffInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_maintenance_banner_turn_off(inputs)
	return en_maintenance_banner_turn_off(inputs)
});