/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Collection_Candidates_TextInputs */

const en_privacy_collection_candidates_text = /** @type {(inputs: Privacy_Collection_Candidates_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your name, email address, phone number, resumé or a link to it, cover letter, work history, skills, certifications (for example forklift or WHMIS), availability and employment references.`)
};

const fr_privacy_collection_candidates_text = /** @type {(inputs: Privacy_Collection_Candidates_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre nom, votre adresse courriel, votre numéro de téléphone, votre CV ou un lien vers celui-ci, votre lettre de présentation, vos antécédents professionnels, vos compétences, vos certifications (par exemple cariste ou SIMDUT), vos disponibilités et vos références d’emploi.`)
};

/**
* | output |
* | --- |
* | "your name, email address, phone number, resumé or a link to it, cover letter, work history, skills, certifications (for example forklift or WHMIS), availabil..." |
*
* @param {Privacy_Collection_Candidates_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_collection_candidates_text = /** @type {((inputs?: Privacy_Collection_Candidates_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Collection_Candidates_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_collection_candidates_text(inputs)
	return en_privacy_collection_candidates_text(inputs)
});