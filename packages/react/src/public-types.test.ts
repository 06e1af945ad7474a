// @vitest-environment node
import { fileURLToPath } from 'node:url';
import type { AccessCode, ActionAttempt, ClimateSettingSchedule, Device } from '@porchlight/client';
import type { UseMutationResult } from '@tanstack/react-query';
import ts from 'typescript';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  AccessCodeTableProps,
  AllClimateSettingSchedules,
  ClimateSettingScheduleCommonProps,
  ClimateSettingScheduleTableProps,
  CreateAccessCodeParams,
  DeleteAccessCodeParams,
  DeviceTableProps,
  DeviceViewCommonProps,
  deviceKeys,
  deviceQueries,
  GenerateAccessCodeParams,
  LockDoorVariables,
  OpenedTableClickProps,
  PorchlightQueryOptions,
  SetThermostatClimateVariables,
  SetThermostatFanModeVariables,
  ThermostatCommonProps,
  ThermostatTemperatureUnit,
  ToggleLockVariables,
  UpdateAccessCodeParams,
  UpdateClimateSettingScheduleVariables,
  UpdateThermostatManualOverrideVariables,
  useAccessCodes,
  useClimateSettingSchedule,
  useClimateSettingSchedules,
  useCreateAccessCode,
  useDeleteAccessCode,
  useDevice,
  useGenerateAccessCode,
  useLockDoor,
  useSetThermostatClimate,
  useSetThermostatFanMode,
  useToggleLock,
  useUnlockDoor,
  useUpdateAccessCode,
  useUpdateClimateSettingSchedule,
  useUpdateThermostatManualOverride,
} from './index.js';

// The type assertions are checked by `tsc -p packages/react/tsconfig.json`; at run time they pass.
describe('the public types', () => {
  it('take any click handler, a void one (router.push) included', () => {
    type Handler = (id: string) => void;
    expectTypeOf<Handler>().toExtend<NonNullable<DeviceTableProps['onDeviceClick']>>();
    expectTypeOf<Handler>().toExtend<
      NonNullable<ClimateSettingScheduleTableProps['onClimateSettingScheduleClick']>
    >();
    expectTypeOf<Handler>().toExtend<NonNullable<AccessCodeTableProps['onAccessCodeClick']>>();
    // Device and thermostat views pass these on to the screens they open.
    type Passed = DeviceViewCommonProps | ThermostatCommonProps | OpenedTableClickProps;
    expectTypeOf<Handler>().toExtend<NonNullable<Passed['onClimateSettingScheduleClick']>>();
    expectTypeOf<Handler>().toExtend<NonNullable<Passed['onAccessCodeClick']>>();
    expectTypeOf<Handler>().toExtend<
      NonNullable<(DeviceViewCommonProps | ThermostatCommonProps)['onClimateSettingSchedulesClick']>
    >();
  });

  it('can be imported from the package', () => {
    expectTypeOf<typeof deviceQueries.detail>().returns.toEqualTypeOf<
      PorchlightQueryOptions<Device, ReturnType<typeof deviceKeys.detail>>
    >();
    expectTypeOf<DeviceViewCommonProps>().toExtend<OpenedTableClickProps>();
    expectTypeOf<ThermostatCommonProps>().toExtend<OpenedTableClickProps>();
    expectTypeOf<ClimateSettingScheduleCommonProps['temperatureUnit']>().toEqualTypeOf<
      ThermostatTemperatureUnit | undefined
    >();
  });

  it("type each mutation hook's result with public types only, context left at TanStack's default", () => {
    type Result<H extends () => unknown> = ReturnType<H>;
    expectTypeOf<Result<typeof useLockDoor>>().toEqualTypeOf<
      UseMutationResult<ActionAttempt, Error, LockDoorVariables>
    >();
    expectTypeOf<Result<typeof useUnlockDoor>>().toEqualTypeOf<
      UseMutationResult<ActionAttempt, Error, LockDoorVariables>
    >();
    expectTypeOf<Result<typeof useToggleLock>>().toEqualTypeOf<
      UseMutationResult<ActionAttempt, Error, ToggleLockVariables>
    >();
    expectTypeOf<Result<typeof useSetThermostatClimate>>().toEqualTypeOf<
      UseMutationResult<ActionAttempt, Error, SetThermostatClimateVariables>
    >();
    expectTypeOf<Result<typeof useSetThermostatFanMode>>().toEqualTypeOf<
      UseMutationResult<ActionAttempt, Error, SetThermostatFanModeVariables>
    >();
    expectTypeOf<Result<typeof useUpdateThermostatManualOverride>>().toEqualTypeOf<
      UseMutationResult<void, Error, UpdateThermostatManualOverrideVariables>
    >();
    expectTypeOf<Result<typeof useUpdateClimateSettingSchedule>>().toEqualTypeOf<
      UseMutationResult<ClimateSettingSchedule, Error, UpdateClimateSettingScheduleVariables>
    >();
    expectTypeOf<Result<typeof useCreateAccessCode>>().toEqualTypeOf<
      UseMutationResult<AccessCode, Error, CreateAccessCodeParams>
    >();
    expectTypeOf<Result<typeof useUpdateAccessCode>>().toEqualTypeOf<
      UseMutationResult<void, Error, UpdateAccessCodeParams>
    >();
    expectTypeOf<Result<typeof useDeleteAccessCode>>().toEqualTypeOf<
      UseMutationResult<void, Error, DeleteAccessCodeParams>
    >();
    expectTypeOf<Result<typeof useGenerateAccessCode>>().toEqualTypeOf<
      UseMutationResult<string, Error, GenerateAccessCodeParams>
    >();
  });

  it('take ids the same way in every hook: absent ids leave the query idle', () => {
    type Id = string | null | undefined;
    expectTypeOf<Parameters<typeof useDevice>[0]['device_id']>().toEqualTypeOf<Id>();
    expectTypeOf<Parameters<typeof useAccessCodes>[0]['device_id']>().toEqualTypeOf<Id>();
    expectTypeOf<
      Parameters<typeof useClimateSettingSchedules>[0]['device_id']
    >().toEqualTypeOf<Id>();
    expectTypeOf<
      Parameters<typeof useClimateSettingSchedule>[0]['climate_setting_schedule_id']
    >().toEqualTypeOf<Id>();
    // The lock hooks take `device_id` like the rest; the older `deviceId` still compiles.
    expectTypeOf({ device_id: 'd' }).toExtend<LockDoorVariables>();
    expectTypeOf({ deviceId: 'd' }).toExtend<LockDoorVariables>();
    expectTypeOf({ device_id: 'd', locked: true }).toExtend<ToggleLockVariables>();
    expectTypeOf<{ locked: boolean }>().not.toExtend<ToggleLockVariables>();
    expectTypeOf<AllClimateSettingSchedules['error']>().toEqualTypeOf<Error | null>();
  });
});

/**
 * The package's own types that its exports' declarations name (props, parameters, returns, what
 * an interface extends), but that `index.ts` does not export: a host sees the name in its editor
 * and cannot import it. Structurally equal duplicates (two `'fahrenheit' | 'celsius'` aliases)
 * are caught here too, which a type assertion cannot tell apart.
 *
 * Inferred types count too: a function without a written return type gets the one the compiler
 * infers, and a host's `export const useMyLock = () => useLockDoor()` with `declaration: true`
 * fails (TS2742) when that type names one of these.
 */
function unexportedNamedTypes(): string[] {
  const src = fileURLToPath(new URL('.', import.meta.url));
  const config = ts.getParsedCommandLineOfConfigFile(
    fileURLToPath(new URL('../tsconfig.json', import.meta.url)),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const program = ts.createProgram([`${src}index.ts`], config?.options ?? {});
  const checker = program.getTypeChecker();
  const resolve = (symbol: ts.Symbol) =>
    symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const index = program.getSourceFile(`${src}index.ts`);
  const moduleSymbol = index && checker.getSymbolAtLocation(index);
  if (!moduleSymbol) throw new Error('index.ts not found');
  const exported = new Set(checker.getExportsOfModule(moduleSymbol).map(resolve));
  const missing = new Set<string>();
  const seen = new Set<ts.Symbol>();
  const isOwn = (symbol: ts.Symbol) =>
    !(symbol.flags & ts.SymbolFlags.TypeParameter) &&
    (symbol.declarations?.some((d) => d.getSourceFile().fileName.startsWith(src)) ?? false);

  const visitType = (node: ts.Node): void => {
    const name = ts.isTypeReferenceNode(node)
      ? node.typeName
      : ts.isExpressionWithTypeArguments(node)
        ? node.expression
        : undefined;
    const symbol = name && checker.getSymbolAtLocation(name);
    if (symbol && isOwn(resolve(symbol))) {
      if (!exported.has(resolve(symbol))) missing.add(resolve(symbol).name);
      visitSymbol(resolve(symbol));
    }
    ts.forEachChild(node, visitType);
  };
  const visitSignature = (node: ts.SignatureDeclaration) => {
    for (const parameter of node.parameters) if (parameter.type) visitType(parameter.type);
    if (node.type) visitType(node.type);
  };
  function visitSymbol(symbol: ts.Symbol) {
    if (seen.has(symbol)) return;
    seen.add(symbol);
    for (const d of symbol.declarations ?? []) {
      if (ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d)) visitType(d);
      else if (ts.isFunctionDeclaration(d)) visitSignature(d);
      else if (ts.isVariableDeclaration(d) && d.type) visitType(d.type);
      else if (ts.isClassDeclaration(d)) {
        for (const clause of d.heritageClauses ?? []) visitType(clause);
        for (const member of d.members) {
          if (ts.isPropertyDeclaration(member) && member.type) visitType(member.type);
          if (ts.isMethodDeclaration(member) || ts.isConstructorDeclaration(member)) {
            visitSignature(member);
          }
        }
      }
    }
  }
  // Types as the compiler resolved them: aliases and type arguments (a mutation result's context),
  // into the members of the package's own anonymous types, never into a library's members.
  const seenTypes = new Set<ts.Type>();
  const anonymous = new Set(['__type', '__object', '__function']);
  const noteSymbol = (symbol: ts.Symbol | undefined) => {
    if (!symbol || anonymous.has(symbol.name) || !isOwn(symbol)) return;
    if (!exported.has(symbol)) missing.add(symbol.name);
    visitSymbol(symbol);
  };
  const visitInferred = (type: ts.Type): void => {
    if (seenTypes.has(type)) return;
    seenTypes.add(type);
    noteSymbol(type.aliasSymbol);
    for (const argument of type.aliasTypeArguments ?? []) visitInferred(argument);
    const symbol = type.getSymbol();
    noteSymbol(symbol);
    if (type.isUnionOrIntersection()) for (const part of type.types) visitInferred(part);
    if (!(type.flags & ts.TypeFlags.Object)) return;
    if ((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference) {
      for (const argument of checker.getTypeArguments(type as ts.TypeReference)) {
        visitInferred(argument);
      }
    }
    if (symbol && anonymous.has(symbol.name) && isOwn(symbol)) {
      for (const property of type.getProperties()) {
        visitInferred(checker.getTypeOfSymbol(property));
      }
      for (const signature of type.getCallSignatures()) visitSignatureType(signature);
    }
  };
  const visitSignatureType = (signature: ts.Signature) => {
    for (const parameter of signature.getParameters()) {
      visitInferred(checker.getTypeOfSymbol(parameter));
    }
    visitInferred(checker.getReturnTypeOfSignature(signature));
  };

  for (const symbol of exported) visitSymbol(symbol);
  for (const symbol of exported) {
    if (!(symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable))) continue;
    // Exported functions and the functions of exported objects (`deviceQueries.detail`).
    const type = checker.getTypeOfSymbol(symbol);
    const functions = [type, ...type.getProperties().map((p) => checker.getTypeOfSymbol(p))];
    for (const fn of functions) for (const s of fn.getCallSignatures()) visitSignatureType(s);
  }
  return [...missing].sort();
}

describe('the public declarations', () => {
  it('name only types a host can import from @porchlight/react', () => {
    expect(unexportedNamedTypes()).toEqual([]);
  });
});
