/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Step_Delivery_DescriptionInputs */

const en_services_step_delivery_description = /** @type {(inputs: Services_Step_Delivery_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We put the plan to work and stay close with regular check-ins and performance reviews.`)
};

const fr_services_step_delivery_description = /** @type {(inputs: Services_Step_Delivery_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous mettons le plan en œuvre et restons présents grâce à des suivis réguliers et à des évaluations du rendement.`)
};

/**
* | output |
* | --- |
* | "We put the plan to work and stay close with regular check-ins and performance reviews." |
*
* @param {Services_Step_Delivery_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_step_delivery_description = /** @type {((inputs?: Services_Step_Delivery_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Step_Delivery_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_step_delivery_description(inputs)
	return en_services_step_delivery_description(inputs)
});