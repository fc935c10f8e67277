/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Benefit_Partner_TitleInputs */

const en_home_benefit_partner_title = /** @type {(inputs: Home_Benefit_Partner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One accountable partner`)
};

const fr_home_benefit_partner_title = /** @type {(inputs: Home_Benefit_Partner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un seul partenaire responsable`)
};

/**
* | output |
* | --- |
* | "One accountable partner" |
*
* @param {Home_Benefit_Partner_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_benefit_partner_title = /** @type {((inputs?: Home_Benefit_Partner_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Benefit_Partner_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_benefit_partner_title(inputs)
	return en_home_benefit_partner_title(inputs)
});