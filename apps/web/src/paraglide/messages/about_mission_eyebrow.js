/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Mission_EyebrowInputs */

const en_about_mission_eyebrow = /** @type {(inputs: About_Mission_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why we exist`)
};

const fr_about_mission_eyebrow = /** @type {(inputs: About_Mission_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre raison d’être`)
};

/**
* | output |
* | --- |
* | "Why we exist" |
*
* @param {About_Mission_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_mission_eyebrow = /** @type {((inputs?: About_Mission_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Mission_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_mission_eyebrow(inputs)
	return en_about_mission_eyebrow(inputs)
});