/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Seekers_P2Inputs */

const en_terms_seekers_p2 = /** @type {(inputs: Terms_Seekers_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitting an application does not guarantee an interview, an offer of employment or a placement. Job descriptions, pay rates and schedules are provided by employers and may change. Final hiring decisions are made by the employer or, for temporary assignments, by us in consultation with our client.`)
};

const fr_terms_seekers_p2 = /** @type {(inputs: Terms_Seekers_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’envoi d’une candidature ne garantit pas une entrevue, une offre d’emploi ni un placement. Les descriptions de poste, les taux de rémunération et les horaires sont fournis par les employeurs et peuvent changer. Les décisions d’embauche finales sont prises par l’employeur ou, pour les affectations temporaires, par nous en consultation avec notre client.`)
};

/**
* | output |
* | --- |
* | "Submitting an application does not guarantee an interview, an offer of employment or a placement. Job descriptions, pay rates and schedules are provided by e..." |
*
* @param {Terms_Seekers_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_seekers_p2 = /** @type {((inputs?: Terms_Seekers_P2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Seekers_P2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_seekers_p2(inputs)
	return en_terms_seekers_p2(inputs)
});