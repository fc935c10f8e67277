/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Benefit_Visibility_TitleInputs */

const en_warehouse_benefit_visibility_title = /** @type {(inputs: Warehouse_Benefit_Visibility_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real-Time Visibility`)
};

const fr_warehouse_benefit_visibility_title = /** @type {(inputs: Warehouse_Benefit_Visibility_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visibilité en temps réel`)
};

/**
* | output |
* | --- |
* | "Real-Time Visibility" |
*
* @param {Warehouse_Benefit_Visibility_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_benefit_visibility_title = /** @type {((inputs?: Warehouse_Benefit_Visibility_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Benefit_Visibility_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_benefit_visibility_title(inputs)
	return en_warehouse_benefit_visibility_title(inputs)
});