/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Collection_Employers_TextInputs */

const en_privacy_collection_employers_text = /** @type {(inputs: Privacy_Collection_Employers_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the name, business email, phone number and company of your contacts, and details of job postings, staffing needs or quote requests.`)
};

const fr_privacy_collection_employers_text = /** @type {(inputs: Privacy_Collection_Employers_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le nom, le courriel professionnel, le numéro de téléphone et l’entreprise de vos personnes-ressources, ainsi que les détails des offres d’emploi, des besoins en personnel ou des demandes de soumission.`)
};

/**
* | output |
* | --- |
* | "the name, business email, phone number and company of your contacts, and details of job postings, staffing needs or quote requests." |
*
* @param {Privacy_Collection_Employers_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_collection_employers_text = /** @type {((inputs?: Privacy_Collection_Employers_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Collection_Employers_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_collection_employers_text(inputs)
	return en_privacy_collection_employers_text(inputs)
});