#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import DialogKit

/// The arguments after the program's name, each byte that is not UTF-8 kept as a `ByteEscape`.
func commandLineArguments() -> [String] {
    (1..<max(1, Int(CommandLine.argc))).map { index in
        let argument = CommandLine.unsafeArgv[index]!
        return ByteEscape.decode(UnsafeBufferPointer(start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self),
                                                     count: strlen(argument)))
    }
}

/// The last part of the path the program was run by: `whiptail` for a link of that name.
func programName() -> String {
    guard CommandLine.argc > 0, let first = CommandLine.unsafeArgv[0] else { return "swalert" }
    return String(String(cString: first).split(separator: "/").last ?? "swalert")
}

ProcessContext.reserveStandardDescriptors()
exit(Swalert.run(commandLineArguments(), name: programName()))
