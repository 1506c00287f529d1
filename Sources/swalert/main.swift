#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import DialogKit

/// The command line's arguments after the program's name, decoded as UTF-8, each byte that is not kept as a
/// `ByteEscape`: drawn as U+FFFD, answered as the byte it was (a menu's tag, a list's item).
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
