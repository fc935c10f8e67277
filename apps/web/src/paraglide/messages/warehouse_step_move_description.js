/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Step_Move_DescriptionInputs */

const en_warehouse_step_move_description = /** @type {(inputs: Warehouse_Step_Move_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We receive your inventory, connect your orders and scale the operation with your business.`)
};

const fr_warehouse_step_move_description = /** @type {(inputs: Warehouse_Step_Move_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous recevons vos stocks, branchons vos commandes et adaptons les opérations à la croissance de votre entreprise.`)
};

/**
* | output |
* | --- |
* | "We receive your inventory, connect your orders and scale the operation with your business." |
*
* @param {Warehouse_Step_Move_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_step_move_description = /** @type {((inputs?: Warehouse_Step_Move_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Step_Move_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_step_move_description(inputs)
	return en_warehouse_step_move_description(inputs)
});