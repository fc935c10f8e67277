/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Stat_ClientsInputs */

const en_staffing_stat_clients = /** @type {(inputs: Staffing_Stat_ClientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Employer clients`)
};

const fr_staffing_stat_clients = /** @type {(inputs: Staffing_Stat_ClientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Employeurs clients`)
};

/**
* | output |
* | --- |
* | "Employer clients" |
*
* @param {Staffing_Stat_ClientsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_stat_clients = /** @type {((inputs?: Staffing_Stat_ClientsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Stat_ClientsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_stat_clients(inputs)
	return en_staffing_stat_clients(inputs)
});