/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Type_ContractInputs */

const en_job_type_contract = /** @type {(inputs: Job_Type_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract`)
};

const fr_job_type_contract = /** @type {(inputs: Job_Type_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrat`)
};

/**
* | output |
* | --- |
* | "Contract" |
*
* @param {Job_Type_ContractInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_type_contract = /** @type {((inputs?: Job_Type_ContractInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Type_ContractInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_type_contract(inputs)
	return en_job_type_contract(inputs)
});