/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Step_Needs_TitleInputs */

const en_warehouse_step_needs_title = /** @type {(inputs: Warehouse_Step_Needs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell Us Your Needs`)
};

const fr_warehouse_step_needs_title = /** @type {(inputs: Warehouse_Step_Needs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez-nous de vos besoins`)
};

/**
* | output |
* | --- |
* | "Tell Us Your Needs" |
*
* @param {Warehouse_Step_Needs_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_step_needs_title = /** @type {((inputs?: Warehouse_Step_Needs_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Step_Needs_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_step_needs_title(inputs)
	return en_warehouse_step_needs_title(inputs)
});