/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Step_Consultation_DescriptionInputs */

const en_services_step_consultation_description = /** @type {(inputs: Services_Step_Consultation_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We learn about your business, your goals and the gaps you need to fill, in person or by phone.`)
};

const fr_services_step_consultation_description = /** @type {(inputs: Services_Step_Consultation_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous apprenons à connaître votre entreprise, vos objectifs et vos besoins, en personne ou par téléphone.`)
};

/**
* | output |
* | --- |
* | "We learn about your business, your goals and the gaps you need to fill, in person or by phone." |
*
* @param {Services_Step_Consultation_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_step_consultation_description = /** @type {((inputs?: Services_Step_Consultation_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Step_Consultation_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_step_consultation_description(inputs)
	return en_services_step_consultation_description(inputs)
});