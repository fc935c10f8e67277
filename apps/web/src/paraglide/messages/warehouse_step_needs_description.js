/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Step_Needs_DescriptionInputs */

const en_warehouse_step_needs_description = /** @type {(inputs: Warehouse_Step_Needs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share your products, volumes, storage requirements and order profile through the quote form or a quick call.`)
};

const fr_warehouse_step_needs_description = /** @type {(inputs: Warehouse_Step_Needs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Décrivez vos produits, vos volumes, vos besoins d’entreposage et votre profil de commandes dans le formulaire de soumission ou lors d’un bref appel.`)
};

/**
* | output |
* | --- |
* | "Share your products, volumes, storage requirements and order profile through the quote form or a quick call." |
*
* @param {Warehouse_Step_Needs_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_step_needs_description = /** @type {((inputs?: Warehouse_Step_Needs_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Step_Needs_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_step_needs_description(inputs)
	return en_warehouse_step_needs_description(inputs)
});