/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Story_EyebrowInputs */

const en_about_story_eyebrow = /** @type {(inputs: About_Story_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who we are`)
};

const fr_about_story_eyebrow = /** @type {(inputs: About_Story_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui nous sommes`)
};

/**
* | output |
* | --- |
* | "Who we are" |
*
* @param {About_Story_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_story_eyebrow = /** @type {((inputs?: About_Story_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_story_eyebrow(inputs)
	return en_about_story_eyebrow(inputs)
});