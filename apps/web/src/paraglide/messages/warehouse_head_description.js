/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Head_DescriptionInputs */

const en_warehouse_head_description = /** @type {(inputs: Warehouse_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secure storage, distribution, inventory management and logistics support from 10+ Ontario warehouse facilities with 99.9% inventory accuracy. Request a warehouse quote today.`)
};

const fr_warehouse_head_description = /** @type {(inputs: Warehouse_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entreposage sécurisé, distribution, gestion des stocks et soutien logistique dans plus de 10 entrepôts en Ontario, avec une exactitude des stocks de 99,9 %. Demandez une soumission d’entreposage dès aujourd’hui.`)
};

/**
* | output |
* | --- |
* | "Secure storage, distribution, inventory management and logistics support from 10+ Ontario warehouse facilities with 99.9% inventory accuracy. Request a wareh..." |
*
* @param {Warehouse_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_head_description = /** @type {((inputs?: Warehouse_Head_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Head_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_head_description(inputs)
	return en_warehouse_head_description(inputs)
});