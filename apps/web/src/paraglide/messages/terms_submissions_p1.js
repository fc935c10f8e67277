/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Submissions_P1Inputs */

const en_terms_submissions_p1 = /** @type {(inputs: Terms_Submissions_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You keep ownership of the information you submit through the Website, such as applications, job postings and messages. You grant us a non-exclusive, royalty-free licence to use, store, reproduce and display that information as needed to provide our services, to publish approved job postings and to respond to your requests. We handle personal information in accordance with our Privacy Policy.`)
};

const fr_terms_submissions_p1 = /** @type {(inputs: Terms_Submissions_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous demeurez propriétaire des renseignements que vous soumettez par le site Web, comme les candidatures, les offres d’emploi et les messages. Vous nous accordez une licence non exclusive et libre de redevances pour utiliser, conserver, reproduire et afficher ces renseignements dans la mesure nécessaire pour fournir nos services, publier les offres d’emploi approuvées et répondre à vos demandes. Nous traitons les renseignements personnels conformément à notre politique de confidentialité.`)
};

/**
* | output |
* | --- |
* | "You keep ownership of the information you submit through the Website, such as applications, job postings and messages. You grant us a non-exclusive, royalty-..." |
*
* @param {Terms_Submissions_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_submissions_p1 = /** @type {((inputs?: Terms_Submissions_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Submissions_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_submissions_p1(inputs)
	return en_terms_submissions_p1(inputs)
});