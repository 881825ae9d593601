import CoordAuditCLI
import CoordAuditScenarios

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

exit(
  await CommandLineTool.main(arguments: CommandLineTool.processArguments, engine: ScenarioRunner()))
