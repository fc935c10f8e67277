/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Process_DescriptionInputs */

const en_warehouse_process_description = /** @type {(inputs: Warehouse_Process_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From first conversation to first shipment in three simple steps.`)
};

const fr_warehouse_process_description = /** @type {(inputs: Warehouse_Process_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De la première conversation au premier envoi en trois étapes simples.`)
};

/**
* | output |
* | --- |
* | "From first conversation to first shipment in three simple steps." |
*
* @param {Warehouse_Process_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_process_description = /** @type {((inputs?: Warehouse_Process_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Process_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_process_description(inputs)
	return en_warehouse_process_description(inputs)
});