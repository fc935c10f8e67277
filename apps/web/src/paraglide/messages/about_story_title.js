/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Story_TitleInputs */

const en_about_story_title = /** @type {(inputs: About_Story_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Story`)
};

const fr_about_story_title = /** @type {(inputs: About_Story_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre histoire`)
};

/**
* | output |
* | --- |
* | "Our Story" |
*
* @param {About_Story_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_story_title = /** @type {((inputs?: About_Story_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_story_title(inputs)
	return en_about_story_title(inputs)
});