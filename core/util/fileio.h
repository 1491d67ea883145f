#pragma once

#include <sys/types.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <system_error>

#include "error.h"

namespace shardscope {

// What failed, errno's words and the file: "cannot read: Input/output error" in `path`;
// ErrorCode::NotFound when errno is ENOENT, else Io. Call it right after the failing call.
// `what` names errno's words {reason} (ioError passes it): QT_TRANSLATE_NOOP("ErrorMessage",
// "cannot read: {reason}"); `args` are the template's other arguments.
Error ioError(ErrorTemplate what, const std::string& path, std::vector<IssueArg> args = {});
// The same for an errno saved earlier (before a close), and for std::filesystem's error_code
// (its message() is {reason}); ENOENT is NotFound there too.
Error ioError(int err, ErrorTemplate what, const std::string& path,
              std::vector<IssueArg> args = {});
Error ioError(const std::error_code& ec, ErrorTemplate what, const std::string& path,
              std::vector<IssueArg> args = {});

// The one loop around pread/pwrite/write: retries interrupted calls (EINTR) and short transfers.
// preadFull returns the bytes read, fewer than `size` only at the end of the file, or -1 (errno
// set). The writers return false on an error (errno set) and on a call that writes nothing.
ssize_t preadFull(int fd, void* data, size_t size, uint64_t offset);
bool pwriteFull(int fd, const void* data, size_t size, uint64_t offset);
bool writeFull(int fd, const void* data, size_t size);

}  // namespace shardscope
