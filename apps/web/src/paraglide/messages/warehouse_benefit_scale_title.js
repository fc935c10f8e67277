/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Benefit_Scale_TitleInputs */

const en_warehouse_benefit_scale_title = /** @type {(inputs: Warehouse_Benefit_Scale_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scale Up or Down`)
};

const fr_warehouse_benefit_scale_title = /** @type {(inputs: Warehouse_Benefit_Scale_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Augmentez ou réduisez selon vos besoins`)
};

/**
* | output |
* | --- |
* | "Scale Up or Down" |
*
* @param {Warehouse_Benefit_Scale_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_benefit_scale_title = /** @type {((inputs?: Warehouse_Benefit_Scale_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Benefit_Scale_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_benefit_scale_title(inputs)
	return en_warehouse_benefit_scale_title(inputs)
});