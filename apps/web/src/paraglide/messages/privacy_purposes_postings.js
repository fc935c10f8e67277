/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Purposes_PostingsInputs */

const en_privacy_purposes_postings = /** @type {(inputs: Privacy_Purposes_PostingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`review, publish and manage job postings submitted by employers;`)
};

const fr_privacy_purposes_postings = /** @type {(inputs: Privacy_Purposes_PostingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`examiner, publier et gérer les offres d’emploi soumises par les employeurs;`)
};

/**
* | output |
* | --- |
* | "review, publish and manage job postings submitted by employers;" |
*
* @param {Privacy_Purposes_PostingsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_purposes_postings = /** @type {((inputs?: Privacy_Purposes_PostingsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Purposes_PostingsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_purposes_postings(inputs)
	return en_privacy_purposes_postings(inputs)
});