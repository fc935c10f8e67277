/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shortName: NonNullable<unknown> }} About_Hero_EyebrowInputs */

const en_about_hero_eyebrow = /** @type {(inputs: About_Hero_EyebrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`About ${i?.shortName}`)
};

const fr_about_hero_eyebrow = /** @type {(inputs: About_Hero_EyebrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À propos de ${i?.shortName}`)
};

/**
* | output |
* | --- |
* | "About {shortName}" |
*
* @param {About_Hero_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_hero_eyebrow = /** @type {((inputs: About_Hero_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Hero_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_hero_eyebrow(inputs)
	return en_about_hero_eyebrow(inputs)
});