/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Storage_Feature_TermsInputs */

const en_warehouse_storage_feature_terms = /** @type {(inputs: Warehouse_Storage_Feature_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Month-to-month terms available`)
};

const fr_warehouse_storage_feature_terms = /** @type {(inputs: Warehouse_Storage_Feature_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ententes au mois offertes`)
};

/**
* | output |
* | --- |
* | "Month-to-month terms available" |
*
* @param {Warehouse_Storage_Feature_TermsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_storage_feature_terms = /** @type {((inputs?: Warehouse_Storage_Feature_TermsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Storage_Feature_TermsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_storage_feature_terms(inputs)
	return en_warehouse_storage_feature_terms(inputs)
});