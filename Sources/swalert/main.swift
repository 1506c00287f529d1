#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import DialogKit

/// The command line's arguments after the program's name, decoded as UTF-8 (invalid bytes become U+FFFD).
func commandLineArguments() -> [String] {
    (1..<max(1, Int(CommandLine.argc))).map { String(cString: CommandLine.unsafeArgv[$0]!) }
}

/// The last part of the path the program was run by: `whiptail` for a link of that name.
func programName() -> String {
    guard CommandLine.argc > 0, let first = CommandLine.unsafeArgv[0] else { return "swalert" }
    return String(String(cString: first).split(separator: "/").last ?? "swalert")
}

ProcessContext.reserveStandardDescriptors()
exit(Swalert.run(commandLineArguments(), name: programName()))
