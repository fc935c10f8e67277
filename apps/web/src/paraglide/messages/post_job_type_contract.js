/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Type_ContractInputs */

const en_post_job_type_contract = /** @type {(inputs: Post_Job_Type_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contract`)
};

const fr_post_job_type_contract = /** @type {(inputs: Post_Job_Type_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contractuel`)
};

/**
* | output |
* | --- |
* | "Contract" |
*
* @param {Post_Job_Type_ContractInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_type_contract = /** @type {((inputs?: Post_Job_Type_ContractInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Type_ContractInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_type_contract(inputs)
	return en_post_job_type_contract(inputs)
});