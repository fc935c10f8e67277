/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Employers_P1Inputs */

const en_terms_employers_p1 = /** @type {(inputs: Terms_Employers_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Employers who submit a job posting confirm that the position is genuine, that they are authorized to recruit for it, and that the posting complies with all applicable laws, including the Ontario Human Rights Code, the Employment Standards Act, 2000 and the Occupational Health and Safety Act.`)
};

const fr_terms_employers_p1 = /** @type {(inputs: Terms_Employers_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les employeurs qui soumettent une offre d’emploi confirment que le poste est réel, qu’ils sont autorisés à recruter pour ce poste et que l’offre respecte toutes les lois applicables, y compris le Code des droits de la personne de l’Ontario, la Loi de 2000 sur les normes d’emploi et la Loi sur la santé et la sécurité au travail.`)
};

/**
* | output |
* | --- |
* | "Employers who submit a job posting confirm that the position is genuine, that they are authorized to recruit for it, and that the posting complies with all a..." |
*
* @param {Terms_Employers_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_employers_p1 = /** @type {((inputs?: Terms_Employers_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Employers_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_employers_p1(inputs)
	return en_terms_employers_p1(inputs)
});