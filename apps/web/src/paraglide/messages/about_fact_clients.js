/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Fact_ClientsInputs */

const en_about_fact_clients = /** @type {(inputs: About_Fact_ClientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business Clients`)
};

const fr_about_fact_clients = /** @type {(inputs: About_Fact_ClientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entreprises clientes`)
};

/**
* | output |
* | --- |
* | "Business Clients" |
*
* @param {About_Fact_ClientsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_fact_clients = /** @type {((inputs?: About_Fact_ClientsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Fact_ClientsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_fact_clients(inputs)
	return en_about_fact_clients(inputs)
});