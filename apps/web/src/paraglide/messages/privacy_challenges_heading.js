/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Challenges_HeadingInputs */

const en_privacy_challenges_heading = /** @type {(inputs: Privacy_Challenges_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`14. Questions and Complaints`)
};

const fr_privacy_challenges_heading = /** @type {(inputs: Privacy_Challenges_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`14. Questions et plaintes`)
};

/**
* | output |
* | --- |
* | "14. Questions and Complaints" |
*
* @param {Privacy_Challenges_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_challenges_heading = /** @type {((inputs?: Privacy_Challenges_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Challenges_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_challenges_heading(inputs)
	return en_privacy_challenges_heading(inputs)
});