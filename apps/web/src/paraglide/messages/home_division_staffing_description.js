/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Division_Staffing_DescriptionInputs */

const en_home_division_staffing_description = /** @type {(inputs: Home_Division_Staffing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temporary, contract and permanent placements for warehouse, manufacturing, driving, administrative and customer service roles.`)
};

const fr_home_division_staffing_description = /** @type {(inputs: Home_Division_Staffing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placements temporaires, contractuels et permanents pour des postes en entrepôt, en fabrication, en conduite, en administration et en service à la clientèle.`)
};

/**
* | output |
* | --- |
* | "Temporary, contract and permanent placements for warehouse, manufacturing, driving, administrative and customer service roles." |
*
* @param {Home_Division_Staffing_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_division_staffing_description = /** @type {((inputs?: Home_Division_Staffing_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Division_Staffing_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_division_staffing_description(inputs)
	return en_home_division_staffing_description(inputs)
});