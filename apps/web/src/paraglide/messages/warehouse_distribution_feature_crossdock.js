/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Distribution_Feature_CrossdockInputs */

const en_warehouse_distribution_feature_crossdock = /** @type {(inputs: Warehouse_Distribution_Feature_CrossdockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cross-docking and transloading`)
};

const fr_warehouse_distribution_feature_crossdock = /** @type {(inputs: Warehouse_Distribution_Feature_CrossdockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transbordement et transfert de chargements`)
};

/**
* | output |
* | --- |
* | "Cross-docking and transloading" |
*
* @param {Warehouse_Distribution_Feature_CrossdockInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_distribution_feature_crossdock = /** @type {((inputs?: Warehouse_Distribution_Feature_CrossdockInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Distribution_Feature_CrossdockInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_distribution_feature_crossdock(inputs)
	return en_warehouse_distribution_feature_crossdock(inputs)
});