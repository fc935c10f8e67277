/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Division_Staffing_TextInputs */

const en_about_division_staffing_text = /** @type {(inputs: About_Division_Staffing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temporary, contract-to-hire and permanent placements for warehouse, manufacturing, administrative and customer service roles.`)
};

const fr_about_division_staffing_text = /** @type {(inputs: About_Division_Staffing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placements temporaires, contractuels menant à l’embauche et permanents pour des postes en entrepôt, en fabrication, en administration et en service à la clientèle.`)
};

/**
* | output |
* | --- |
* | "Temporary, contract-to-hire and permanent placements for warehouse, manufacturing, administrative and customer service roles." |
*
* @param {About_Division_Staffing_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_division_staffing_text = /** @type {((inputs?: About_Division_Staffing_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Division_Staffing_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_division_staffing_text(inputs)
	return en_about_division_staffing_text(inputs)
});