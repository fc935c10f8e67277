/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Position_Customer_Service_RepsInputs */

const en_services_position_customer_service_reps = /** @type {(inputs: Services_Position_Customer_Service_RepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer Service Reps`)
};

const fr_services_position_customer_service_reps = /** @type {(inputs: Services_Position_Customer_Service_RepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Représentants du service à la clientèle`)
};

/**
* | output |
* | --- |
* | "Customer Service Reps" |
*
* @param {Services_Position_Customer_Service_RepsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_position_customer_service_reps = /** @type {((inputs?: Services_Position_Customer_Service_RepsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Position_Customer_Service_RepsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_position_customer_service_reps(inputs)
	return en_services_position_customer_service_reps(inputs)
});