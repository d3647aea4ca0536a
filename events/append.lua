-- Append one command's records to a game's stream, atomically, only if the stream is
-- still at the expected version.
-- KEYS[1] stream   KEYS[2] idempotency key ('' for none)   KEYS[3] lobby hash
-- ARGV[1] expected version   ARGV[2] idempotency ttl (s)   ARGV[3] idempotency value
-- ARGV[4] game id   ARGV[5] lobby summary json ('' to leave it)   ARGV[6..] payloads
-- Returns {'ok', new_version} | {'stale', current_version} | {'dup', stored_value}
if KEYS[2] ~= '' then
  local prev = redis.call('GET', KEYS[2])
  if prev then return {'dup', prev} end
end
local v = redis.call('XLEN', KEYS[1])
if v ~= tonumber(ARGV[1]) then return {'stale', tostring(v)} end
local n = 0
for i = 6, #ARGV do
  n = n + 1
  redis.call('XADD', KEYS[1], tostring(v + n) .. '-0', 'd', ARGV[i])
end
local newv = v + n
if KEYS[2] ~= '' then
  redis.call('SET', KEYS[2], string.gsub(ARGV[3], '{to}', tostring(newv)), 'EX', tonumber(ARGV[2]))
end
if ARGV[5] ~= '' then
  redis.call('HSET', KEYS[3], ARGV[4], ARGV[5])
end
return {'ok', tostring(newv)}
