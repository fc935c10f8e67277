/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Benefit_Partner_TitleInputs */

const en_services_benefit_partner_title = /** @type {(inputs: Services_Benefit_Partner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One Partner, Three Divisions`)
};

const fr_services_benefit_partner_title = /** @type {(inputs: Services_Benefit_Partner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un partenaire, trois divisions`)
};

/**
* | output |
* | --- |
* | "One Partner, Three Divisions" |
*
* @param {Services_Benefit_Partner_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_benefit_partner_title = /** @type {((inputs?: Services_Benefit_Partner_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Benefit_Partner_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_benefit_partner_title(inputs)
	return en_services_benefit_partner_title(inputs)
});