/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maintenance_TextInputs */

const en_maintenance_text = /** @type {(inputs: Maintenance_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our website is down for scheduled maintenance while we make a few improvements. Thank you for your patience — we expect to be back online shortly.`)
};

const fr_maintenance_text = /** @type {(inputs: Maintenance_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre site Web est en maintenance planifiée pendant que nous y apportons quelques améliorations. Merci de votre patience — nous prévoyons être de retour en ligne sous peu.`)
};

/**
* | output |
* | --- |
* | "Our website is down for scheduled maintenance while we make a few improvements. Thank you for your patience — we expect to be back online shortly." |
*
* @param {Maintenance_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const maintenance_text = /** @type {((inputs?: Maintenance_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maintenance_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_maintenance_text(inputs)
	return en_maintenance_text(inputs)
});