/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shortName: NonNullable<unknown> }} Terms_Services_P1Inputs */

const en_terms_services_p1 = /** @type {(inputs: Terms_Services_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortName} provides staffing and recruitment, warehouse services and transportation and freight services to businesses in Ontario and across Canada. The Website lets job seekers browse and apply for job opportunities, lets employers submit job postings and request staffing, warehousing or freight quotes, lets carriers ask to join our network, and offers articles and general information about our industry.`)
};

const fr_terms_services_p1 = /** @type {(inputs: Terms_Services_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortName} offre des services de dotation et de recrutement, d’entreposage et de transport de marchandises aux entreprises de l’Ontario et de partout au Canada. Le site Web permet aux chercheurs d’emploi de consulter des offres et d’y postuler, aux employeurs de soumettre des offres d’emploi et de demander des soumissions de dotation, d’entreposage ou de transport, aux transporteurs de demander à se joindre à notre réseau, et il présente des articles et de l’information générale sur notre secteur.`)
};

/**
* | output |
* | --- |
* | "{shortName} provides staffing and recruitment, warehouse services and transportation and freight services to businesses in Ontario and across Canada. The Web..." |
*
* @param {Terms_Services_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_services_p1 = /** @type {((inputs: Terms_Services_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Services_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_services_p1(inputs)
	return en_terms_services_p1(inputs)
});