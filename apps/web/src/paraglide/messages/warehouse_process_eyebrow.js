/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Process_EyebrowInputs */

const en_warehouse_process_eyebrow = /** @type {(inputs: Warehouse_Process_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Getting started`)
};

const fr_warehouse_process_eyebrow = /** @type {(inputs: Warehouse_Process_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour commencer`)
};

/**
* | output |
* | --- |
* | "Getting started" |
*
* @param {Warehouse_Process_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_process_eyebrow = /** @type {((inputs?: Warehouse_Process_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Process_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_process_eyebrow(inputs)
	return en_warehouse_process_eyebrow(inputs)
});