/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Carrier_Join_Company_NameInputs */

const en_carrier_join_company_name = /** @type {(inputs: Carrier_Join_Company_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company Name`)
};

const fr_carrier_join_company_name = /** @type {(inputs: Carrier_Join_Company_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de l’entreprise`)
};

/**
* | output |
* | --- |
* | "Company Name" |
*
* @param {Carrier_Join_Company_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const carrier_join_company_name = /** @type {((inputs?: Carrier_Join_Company_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Carrier_Join_Company_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_carrier_join_company_name(inputs)
	return en_carrier_join_company_name(inputs)
});