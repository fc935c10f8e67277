/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Seekers_P3Inputs */

const en_terms_seekers_p3 = /** @type {(inputs: Terms_Seekers_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We never charge job seekers a fee to apply for a job or to be placed with an employer.`)
};

const fr_terms_seekers_p3 = /** @type {(inputs: Terms_Seekers_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’exigeons jamais de frais des chercheurs d’emploi pour postuler à un emploi ou pour être placés chez un employeur.`)
};

/**
* | output |
* | --- |
* | "We never charge job seekers a fee to apply for a job or to be placed with an employer." |
*
* @param {Terms_Seekers_P3Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_seekers_p3 = /** @type {((inputs?: Terms_Seekers_P3Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Seekers_P3Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_seekers_p3(inputs)
	return en_terms_seekers_p3(inputs)
});