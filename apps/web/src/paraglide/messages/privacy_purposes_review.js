/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Purposes_ReviewInputs */

const en_privacy_purposes_review = /** @type {(inputs: Privacy_Purposes_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`review job applications, match candidates with suitable positions and arrange interviews;`)
};

const fr_privacy_purposes_review = /** @type {(inputs: Privacy_Purposes_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`examiner les candidatures, jumeler les candidats à des postes qui leur conviennent et organiser des entrevues;`)
};

/**
* | output |
* | --- |
* | "review job applications, match candidates with suitable positions and arrange interviews;" |
*
* @param {Privacy_Purposes_ReviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_purposes_review = /** @type {((inputs?: Privacy_Purposes_ReviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Purposes_ReviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_purposes_review(inputs)
	return en_privacy_purposes_review(inputs)
});