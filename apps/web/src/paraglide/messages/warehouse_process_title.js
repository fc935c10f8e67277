/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Process_TitleInputs */

const en_warehouse_process_title = /** @type {(inputs: Warehouse_Process_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How It Works`)
};

const fr_warehouse_process_title = /** @type {(inputs: Warehouse_Process_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment ça fonctionne`)
};

/**
* | output |
* | --- |
* | "How It Works" |
*
* @param {Warehouse_Process_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_process_title = /** @type {((inputs?: Warehouse_Process_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Process_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_process_title(inputs)
	return en_warehouse_process_title(inputs)
});