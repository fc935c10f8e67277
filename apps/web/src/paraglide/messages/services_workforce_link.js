/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Workforce_LinkInputs */

const en_services_workforce_link = /** @type {(inputs: Services_Workforce_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Talk to our team`)
};

const fr_services_workforce_link = /** @type {(inputs: Services_Workforce_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parler à notre équipe`)
};

/**
* | output |
* | --- |
* | "Talk to our team" |
*
* @param {Services_Workforce_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_workforce_link = /** @type {((inputs?: Services_Workforce_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Workforce_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_workforce_link(inputs)
	return en_services_workforce_link(inputs)
});