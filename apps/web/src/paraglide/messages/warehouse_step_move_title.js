/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Step_Move_TitleInputs */

const en_warehouse_step_move_title = /** @type {(inputs: Warehouse_Step_Move_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move In and Grow`)
};

const fr_warehouse_step_move_title = /** @type {(inputs: Warehouse_Step_Move_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Installez-vous et grandissez`)
};

/**
* | output |
* | --- |
* | "Move In and Grow" |
*
* @param {Warehouse_Step_Move_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_step_move_title = /** @type {((inputs?: Warehouse_Step_Move_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Step_Move_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_step_move_title(inputs)
	return en_warehouse_step_move_title(inputs)
});