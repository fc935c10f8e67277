/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Approach_TitleInputs */

const en_about_approach_title = /** @type {(inputs: About_Approach_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Approach`)
};

const fr_about_approach_title = /** @type {(inputs: About_Approach_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre approche`)
};

/**
* | output |
* | --- |
* | "Our Approach" |
*
* @param {About_Approach_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_approach_title = /** @type {((inputs?: About_Approach_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Approach_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_approach_title(inputs)
	return en_about_approach_title(inputs)
});