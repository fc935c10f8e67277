/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Step_Delivery_TitleInputs */

const en_services_step_delivery_title = /** @type {(inputs: Services_Step_Delivery_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery & Support`)
};

const fr_services_step_delivery_title = /** @type {(inputs: Services_Step_Delivery_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mise en œuvre et soutien`)
};

/**
* | output |
* | --- |
* | "Delivery & Support" |
*
* @param {Services_Step_Delivery_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_step_delivery_title = /** @type {((inputs?: Services_Step_Delivery_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Step_Delivery_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_step_delivery_title(inputs)
	return en_services_step_delivery_title(inputs)
});