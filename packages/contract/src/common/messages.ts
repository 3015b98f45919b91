import type { Lang } from './constants.ts';

type Catalogue = Record<string, { en: string; zh: string }>;

/**
 * Every message the server sends and the console shows for a rule, in both
 * languages. Keys are stable: schemas carry them as zod error messages, the
 * server translates them by Accept-Language and the console by its locale.
 * `{field}`, `{min}`, `{max}`, `{line}` and the like are filled in by `translate`;
 * a count meets its noun as `{n, plural, one {# point} other {# points}}` (ICU's form, `#` is the count).
 */
export const messages = {
  // generic validation
  'validation.required': { en: '{field} is required', zh: '{field}不能为空' },
  'validation.invalidType': { en: '{field} has the wrong type', zh: '{field}类型不正确' },
  'validation.integer': { en: '{field} must be a whole number', zh: '{field}必须是整数' },
  'validation.tooShort': {
    en: '{field} must be at least {min, plural, one {# character} other {# characters}}',
    zh: '{field}至少{min}个字符',
  },
  'validation.tooLong': {
    en: '{field} must be at most {max, plural, one {# character} other {# characters}}',
    zh: '{field}最多{max}个字符',
  },
  'validation.tooSmall': { en: '{field} must be at least {min}', zh: '{field}不能小于{min}' },
  'validation.tooBig': { en: '{field} must be at most {max}', zh: '{field}不能大于{max}' },
  'validation.invalid': { en: '{field} is invalid', zh: '{field}格式不正确' },
  'validation.invalidOption': { en: '{field} must be one of: {options}', zh: '{field}只能是：{options}' },
  'validation.unknownField': { en: 'Unknown field: {field}', zh: '未知字段：{field}' },
  'validation.pageNo': { en: 'pageNo must be a whole number from 1', zh: 'pageNo 必须是从 1 开始的整数' },
  'validation.pageSize': {
    en: 'pageSize must be 10, 20, 50, 100 or 200',
    zh: 'pageSize 只能是 10、20、50、100 或 200',
  },
  'validation.malformedJson': { en: 'The request body is not valid JSON', zh: '请求体不是合法的 JSON' },
  'validation.bodyTooLarge': { en: 'The request body is too large', zh: '请求体过大' },
  'validation.unsupportedMediaType': { en: 'This file type is not accepted', zh: '不支持该文件类型' },
  'validation.badUrl': {
    en: 'The address contains a character that is not allowed',
    zh: '请求地址包含不允许的字符',
  },
  'validation.uriTooLong': { en: 'A part of the address is too long', zh: '请求地址中的某一段过长' },
  'validation.badRequest': { en: 'The request is not valid', zh: '请求无效' },
  'validation.nameEmpty': { en: 'Name cannot be empty', zh: '名称不能为空' },
  'validation.tagEmpty': { en: 'Tag cannot be empty', zh: '标签不能为空' },
  'validation.maxBelowMin': { en: 'Max time cannot be less than min time', zh: '最大时间不能小于最小时间' },
  'validation.keywordsEmpty': { en: 'Keywords cannot be empty', zh: '关键词不能为空' },
  'validation.externalLink': {
    en: '{field} must start with http, https, mailto or tel',
    zh: '{field}必须以 http、https、mailto 或 tel 开头',
  },
  'validation.url': {
    en: '{field} must be an http or https address with a domain',
    zh: '{field}必须是带域名的 http 或 https 地址',
  },
  'validation.controlChars': {
    en: '{field} contains characters that are not allowed',
    zh: '{field}包含不允许的字符',
  },

  // auth (spec 5)
  'auth.usernameMin': { en: 'Username must be at least 5 characters', zh: '用户名至少 5 个字符' },
  'auth.usernameAscii': {
    en: 'Username may only contain ASCII letters, digits and symbols, without spaces',
    zh: '用户名只能包含 ASCII 字母、数字和符号，不能有空格',
  },
  'auth.usernameRequired': { en: 'Username is required', zh: '请输入用户名' },
  'auth.passwordRequired': { en: 'Password is required', zh: '请输入密码' },
  'auth.passwordMin': { en: 'Password must be at least 6 characters', zh: '密码至少 6 个字符' },
  'auth.confirmMismatch': { en: 'The two passwords do not match', zh: '两次输入的密码不一致' },
  'auth.emailInvalid': { en: 'Please enter a valid email address', zh: '请输入正确的邮箱地址' },
  'auth.emailRequired': { en: 'Email is required', zh: '请输入邮箱' },
  'auth.confirmRequired': { en: 'Please enter the password again', zh: '请再次输入密码' },
  'auth.captchaRequired': { en: 'Verification code is required', zh: '请输入验证码' },
  'auth.captchaLength': { en: 'Verification code must be 4 characters', zh: '验证码为 4 位' },
  'auth.captchaWrong': { en: 'The verification code is wrong or expired', zh: '验证码错误或已过期' },
  'auth.invitationRequired': { en: 'Invitation code is required', zh: '请输入邀请码' },
  'auth.invitationLength': { en: 'Invitation code must be 8 characters', zh: '邀请码为 8 位' },
  'auth.invitationInvalid': { en: 'This invitation code is not valid', zh: '邀请码无效' },
  'auth.ageRequired': { en: 'You must confirm you are at least 18 years old', zh: '需确认已年满 18 周岁' },
  'auth.usernameTaken': { en: 'This username is already registered', zh: '该用户名已被注册' },
  'auth.badCredentials': { en: 'Wrong username or password', zh: '用户名或密码错误' },
  'auth.disabled': { en: 'This account is disabled; contact your superior', zh: '该账号已停用，请联系上级' },
  'auth.captchaNeeded': {
    en: 'Too many failed logins: enter the verification code',
    zh: '登录失败次数过多，请输入验证码',
  },
  'auth.tooManyAttempts': {
    en: 'Too many login attempts; try again in {seconds, plural, one {# second} other {# seconds}}',
    zh: '登录尝试过多，请 {seconds} 秒后再试',
  },
  'auth.oldPasswordRequired': { en: 'Current password is required', zh: '请输入当前密码' },
  'auth.oldPasswordWrong': { en: 'The current password is wrong', zh: '当前密码错误' },
  'auth.newPasswordRule': {
    en: 'New password must contain letters and digits and be longer than 8 characters',
    zh: '新密码须包含字母和数字且长度大于 8 位',
  },
  'auth.passwordUpdated': { en: 'Password updated; please log in again', zh: '密码已修改，请重新登录' },
  'auth.registered': { en: 'Registration successful', zh: '注册成功' },
  'auth.loggedIn': { en: 'Login successful', zh: '登录成功' },
  'auth.loggedOut': { en: 'Logged out', zh: '已退出登录' },
  'auth.avatarRequired': { en: 'Choose an image file to upload', zh: '请选择要上传的图片' },
  'auth.avatarType': {
    en: 'The avatar must be a PNG, JPEG, GIF or WebP image',
    zh: '头像只能是 PNG、JPEG、GIF 或 WebP 图片',
  },
  'auth.avatarTooLarge': { en: 'The image must be at most 2 MB', zh: '图片不能超过 2 MB' },
  'auth.avatarUpdated': { en: 'Avatar updated', zh: '头像已更新' },
  'auth.unauthorized': { en: 'Please log in', zh: '请先登录' },
  'auth.tokenExpired': { en: 'Your session has expired; please log in again', zh: '登录已过期，请重新登录' },
  'auth.forbidden': {
    en: 'You do not have permission for this; contact your superior',
    zh: '没有权限执行此操作，请联系上级',
  },
  'auth.rolesEmpty': {
    en: 'getInfo: roles must be a non-null array!',
    zh: 'getInfo: roles must be a non-null array!',
  },
  'auth.verificationFailed': {
    en: 'Verification failed, please Login again.',
    zh: 'Verification failed, please Login again.',
  },

  // generic outcomes (spec 8)
  'common.notFound': { en: 'Not found', zh: '数据不存在' },
  'common.tooManyRequests': { en: 'Too many requests; slow down', zh: '请求过于频繁，请稍后再试' },
  'common.serverError': { en: 'Something went wrong on the server', zh: '服务器出错了' },
  'common.nothingChanged': { en: 'Nothing done or changed', zh: '没有任何操作或修改' },
  'common.noDataToExport': { en: 'No data to export', zh: '没有可导出的数据' },
  'common.addSuccess': { en: 'Added successfully', zh: '添加成功' },
  'common.updateSuccess': { en: 'Updated successfully', zh: '更新成功' },
  'common.deleteSuccess': { en: 'Delete Success', zh: '删除成功' },
  'common.deleteFailed': { en: 'Delete Failed', zh: '删除失败' },
  'common.uploadFailed': { en: 'File upload failed', zh: '文件上传失败' },
  'common.selectionRequired': { en: 'Please select {what} first', zh: '请先选择{what}' },

  // points (ledger)
  'finance.insufficientPoints': {
    en: 'Not enough points: {needed} needed, {balance} available',
    zh: '点数不足：需要 {needed}，可用 {balance}',
  },
  'finance.priceError': {
    en: 'Price calculation error, contact your superior',
    zh: '价格计算错误，请联系上级',
  },
  'finance.amountInvalid': {
    en: 'amount must be a whole number of points from 1 to 100000000',
    zh: 'amount 必须是 1 到 100000000 之间的整数点数',
  },
  'finance.idempotencyConflict': {
    en: 'This idempotency key was already used for a different operation',
    zh: '该幂等键已用于另一项操作',
  },
  'finance.ownersOnly': {
    en: 'Points belong to workspace owners; staff accounts cannot be recharged',
    zh: '点数属于工作区所有者，员工账号不能充值',
  },
  'finance.price.registration': { en: 'Bulk registration', zh: '批量注册' },
  'finance.price.fanCollection': { en: 'Fan collection', zh: '粉丝采集' },
  'finance.price.deviceRental': { en: 'Device rental', zh: '设备租赁' },
  'finance.consume.agentTransfer': { en: 'Recharge for a user', zh: '为用户充值' },
  'finance.orderType.recharge': { en: 'Recharge', zh: '充值' },
  'finance.orderType.refund': { en: 'Refund', zh: '退款' },
  'finance.channel.admin': { en: 'Administrator', zh: '管理员' },
  'finance.channel.agent': { en: 'Agent', zh: '代理' },
  'finance.channel.system': { en: 'System', zh: '系统' },
  'finance.payment.manual': { en: 'Manual', zh: '人工' },
  'finance.payment.agentBalance': { en: 'Agent balance', zh: '代理余额' },
  'finance.status.completed': { en: 'Completed', zh: '已完成' },
  'validation.isoTime': {
    en: '{field} must be an ISO 8601 time such as 2025-01-31T16:00:00Z',
    zh: '{field}必须是 ISO 8601 时间，例如 2025-01-31T16:00:00Z',
  },

  // admin, agents, department management
  'admin.levelInvalid': {
    en: 'level must be a whole number from 0 to 9',
    zh: 'level 必须是 0 到 9 之间的整数',
  },
  'admin.adminLocked': {
    en: 'The administrator account cannot be changed here',
    zh: '不能在此修改管理员账号',
  },
  'admin.ownerRoles': {
    en: 'An owner can only have the roles user and vip',
    zh: '所有者只能拥有 user 和 vip 角色',
  },
  'admin.staffRoles': {
    en: 'Staff can only have the roles service and manager',
    zh: '员工只能拥有 service 和 manager 角色',
  },
  'admin.staffNoLevel': {
    en: 'Staff cannot be agents: level must stay 0',
    zh: '员工不能成为代理：level 必须为 0',
  },
  'admin.priceInvalid': {
    en: 'points must be a whole number from 0 to 1,000,000',
    zh: 'points 必须是 0 到 1,000,000 之间的整数',
  },
  'agent.codeLimit': {
    en: 'At most {max} extra invitation codes; disable or reuse one',
    zh: '额外邀请码最多 {max} 个，请停用或复用已有的邀请码',
  },
  'help.kind.document': { en: 'Document', zh: '文档' },
  'help.kind.log': { en: 'Update log', zh: '更新日志' },
  'help.kind.notice': { en: 'Announcement', zh: '系统公告' },
  'help.titleRequired': { en: 'title cannot be empty', zh: '标题不能为空' },
  'help.bodyRequired': { en: 'body cannot be empty', zh: '正文不能为空' },
  'help.bodyTooLong': { en: 'body is longer than 50,000 characters', zh: '正文超过 50,000 个字符' },
  'help.hoursFormat': { en: 'Use a time such as 09:00', zh: '请使用 09:00 这样的时间格式' },
  'help.hoursOrder': { en: 'Support must end after it starts', zh: '结束时间必须晚于开始时间' },
  'division.rolesRequired': { en: 'Choose at least one role', zh: '请至少选择一个角色' },
  'division.selfUpdate': {
    en: 'You cannot change your own roles or status; ask the workspace owner',
    zh: '不能修改自己的角色或状态，请联系工作区所有者',
  },

  // notifications
  'notification.type.task': { en: 'Task', zh: '任务' },
  'notification.type.system': { en: 'System', zh: '系统' },
  'notification.type.finance': { en: 'Finance', zh: '财务' },
  'notification.flagBoolean': {
    en: 'flag must be true (unread) or false (read)',
    zh: 'flag 只能是 true（未读）或 false（已读）',
  },
  'notification.deleteUnread': {
    en: 'Only a read notification can be deleted; mark it as read first',
    zh: '只能删除已读通知，请先标记为已读',
  },
  'notification.userNotFound': { en: 'No user has this id', zh: '该用户不存在' },

  // dashboard
  'dashboard.serverStatus.failure': { en: 'Failure', zh: '故障' },
  'dashboard.serverStatus.congested': { en: 'Congested', zh: '拥挤' },
  'dashboard.serverStatus.normal': { en: 'Normal', zh: '正常' },
  'dashboard.serverStatus.smooth': { en: 'Smooth', zh: '流畅' },
  // fleet: selections (the {what} of common.selectionRequired)
  'selection.devices': { en: 'devices', zh: '设备' },
  'selection.groups': { en: 'groups', zh: '分组' },
  'selection.accounts': { en: 'accounts', zh: '账号' },
  'selection.tags': { en: 'tags', zh: '标签' },
  'selection.proxies': { en: 'proxies', zh: '代理' },
  'validation.rangeReversed': {
    en: '{field} cannot be before the start of its range',
    zh: '{field}不能小于范围的起始值',
  },
  'workspace.required': {
    en: 'This needs a workspace: sign in as a workspace owner or one of its staff',
    zh: '此操作需要工作区：请以工作区所有者或其员工身份登录',
  },

  // fleet: tags (one mechanism for every kind)
  'tag.kind.account': { en: 'Account tags', zh: '账号标签' },
  'tag.kind.device': { en: 'Device tags', zh: '设备标签' },
  'tag.kind.group': { en: 'Group tags', zh: '分组标签' },
  'tag.kind.proxy': { en: 'Proxy tags', zh: '代理标签' },
  'tag.kind.fans': { en: 'Fans tags', zh: '粉丝标签' },
  'tag.kind.material': { en: 'Material tags', zh: '素材标签' },
  'tag.nameTaken': { en: 'A tag with this name already exists', zh: '已存在同名标签' },
  'tag.systemUndeletable': { en: 'System labels cannot be deleted', zh: '系统标签不能删除' },
  'tag.systemReadonly': { en: 'System labels cannot be renamed', zh: '系统标签不能重命名' },
  'tag.taggingSuccess': { en: 'Tagging success', zh: '打标签成功' },
  'tag.system.registered': { en: 'Registered', zh: '批量注册' },

  // materials (spec 3 Material, spec 5 Materials)
  'selection.materials': { en: 'materials', zh: '素材' },
  'material.type.avatar': { en: 'Avatar', zh: '头像' },
  'material.type.image': { en: 'Image', zh: '图片' },
  'material.type.text': { en: 'Text', zh: '文本' },
  'material.type.video': { en: 'Video', zh: '视频' },
  'material.subtype.signature': { en: 'Signature', zh: '签名' },
  'material.subtype.comment': { en: 'Comment', zh: '评论' },
  'material.subtype.message': { en: 'Private message', zh: '私信' },
  'material.subtype.original': { en: 'Original', zh: '原创' },
  'material.subtype.noWatermark': { en: 'No watermark', zh: '无水印' },
  'material.subtype.template': { en: 'Template', zh: '模板' },
  'material.subtype.emoji': { en: 'Emoji', zh: '表情' },
  'material.status.processing': { en: 'Processing', zh: '处理中' },
  'material.status.ready': { en: 'Ready', zh: '可用' },
  'material.status.failed': { en: 'Failed', zh: '处理失败' },
  'material.nameRequired': { en: 'Name cannot be empty', zh: '名称不能为空' },
  'material.subtypeRequired': { en: 'Please choose a subtype', zh: '请选择子类型' },
  'material.typeRequired': { en: 'Please choose a material type', zh: '请选择素材类型' },
  'material.labelNameRequired': { en: 'Please enter a label name', zh: '请输入标签名称' },
  'material.labelIdRequired': { en: 'Please choose a label', zh: '请选择标签' },
  'material.textRequired': { en: 'Please enter the text, one per line', zh: '请输入文本，每行一条' },
  'material.tooManyLines': {
    en: 'At most {max, plural, one {# line} other {# lines}} at once',
    zh: '一次最多 {max} 行',
  },
  'material.lineTooLong': {
    en: 'Line {line} is longer than {max, plural, one {# character} other {# characters}}',
    zh: '第 {line} 行超过 {max} 个字符',
  },
  'material.uploadSuccess': { en: 'Upload success', zh: '上传成功' },
  'material.fileRequired': { en: 'Please choose a file', zh: '请选择文件' },
  'material.imageTooLarge': {
    en: '{file} is larger than 2 MB and was not uploaded',
    zh: '{file} 超过 2MB，未上传',
  },
  'material.videoTooLarge': {
    en: '{file} is larger than 100 MB and was not uploaded',
    zh: '{file} 超过 100MB，未上传',
  },
  'material.notImage': {
    en: '{file} is not a PNG, JPEG, GIF or WebP image',
    zh: '{file} 不是 PNG、JPEG、GIF 或 WebP 图片',
  },
  'material.notVideo': {
    en: '{file} is not an MP4 or MOV video',
    zh: '{file} 不是 MP4 或 MOV 视频',
  },
  'material.posterNotImage': {
    en: 'The poster frame of {file} is not an image',
    zh: '{file} 的封面帧不是图片',
  },
  'material.processingFailed': {
    en: 'The file could not be read: {reason}',
    zh: '无法读取文件：{reason}',
  },
  'material.inUse': {
    en: 'Material "{name}" is still needed by scheduled task "{task}"',
    zh: '素材“{name}”仍被定时任务“{task}”使用',
  },

  // video publishing (task kind post) and the video list
  'selection.videoMaterials': { en: 'video materials', zh: '视频素材' },
  'selection.videos': { en: 'videos', zh: '视频' },
  'post.titleRequired': { en: 'Please enter a title', zh: '请输入标题' },
  'post.templatesRequired': { en: 'Please choose title templates', zh: '请选择标题模板' },
  'post.materialNotVideo': {
    en: 'Video material {id} is not a ready video',
    zh: '视频素材 {id} 不是可用的视频',
  },
  'post.templateNotFound': {
    en: 'Title template {id} is not a template text material',
    zh: '标题模板 {id} 不是模板类文本素材',
  },
  'post.publishAtPast': { en: 'The publish time must be in the future', zh: '发布时间必须晚于现在' },
  'post.log.published': {
    en: '{account} published "{title}" as video {videoId}',
    zh: '{account} 发布了“{title}”，视频 {videoId}',
  },
  'platform.reason.uploadFailed': { en: 'Upload interrupted', zh: '上传中断' },
  'platform.reason.publishBlocked': { en: 'Publishing blocked by the platform', zh: '平台禁止发布' },

  // fleet: devices and groups
  'device.status.online': { en: 'Online', zh: '在线' },
  'device.status.offline': { en: 'Offline', zh: '离线' },
  'device.status.disconnected': { en: 'Disconnected', zh: '断开连接' },
  'device.status.arrears': { en: 'Arrears', zh: '欠费' },
  'device.status.banned': { en: 'Banned', zh: '封禁' },
  'device.use.in_use': { en: 'In use', zh: '使用中' },
  'device.use.idle': { en: 'Idle', zh: '空闲' },
  'device.proxyMode.global': { en: 'Global default network', zh: '全局默认网络' },
  'device.proxyMode.custom': { en: 'Custom proxy', zh: '自定义代理' },
  'device.rentSuccess': {
    en: '{count, plural, one {# device} other {# devices}} rented',
    zh: '已租用 {count} 台设备',
  },
  'device.renewalSuccess': { en: 'Renewal success', zh: '续费成功' },
  'device.renewBanned': {
    en: 'A banned device cannot be renewed: device {id}',
    zh: '已封禁的设备不能续费：设备 {id}',
  },
  'device.inUse': {
    en: 'Device {id} is in use by a task; stop the task before returning the device',
    zh: '设备 {id} 正在执行任务，请先停止任务再退还设备',
  },
  'device.groupingSuccess': { en: 'Grouping success', zh: '分组成功' },
  'device.batchGroupFailed': { en: 'batch group failed', zh: '批量分组失败' },
  'device.proxySuccess': { en: 'Proxy settings saved', zh: '代理设置已保存' },
  'device.noFreeInGroup': { en: 'No free devices under the selected group', zh: '所选分组下没有空闲设备' },
  'device.proxyChoice': {
    en: 'Choose one network: the global default network, or a custom proxy by proxyId (from the proxy list) or proxyInfo (typed)',
    zh: '请选择一种网络：全局默认网络，或通过 proxyId（代理列表）或 proxyInfo（手动输入）指定的自定义代理',
  },
  'group.nameTaken': { en: 'A group with this name already exists', zh: '已存在同名分组' },

  // fleet: proxies (spec 5 custom proxy)
  'proxy.empty': {
    en: 'proxy information cannot be empty, please fill it out again',
    zh: '代理信息不能为空，请重新填写',
  },
  'proxy.formatIncorrect': {
    en: 'Proxy Format Is Incorrect, Please Re-enter',
    zh: '代理格式不正确，请重新输入',
  },
  'proxy.formatIncorrectLine': {
    en: 'Proxy Format Is Incorrect, Please Re-enter (line {line}: {reason})',
    zh: '代理格式不正确，请重新输入（第 {line} 行：{reason}）',
  },
  'proxy.formatIncorrectWhy': {
    en: 'Proxy Format Is Incorrect, Please Re-enter ({reason})',
    zh: '代理格式不正确，请重新输入（{reason}）',
  },
  'proxy.reason.shape': {
    en: 'expected username:password@ip:port',
    zh: '格式应为 username:password@ip:port',
  },
  'proxy.reason.nonAscii': { en: 'only ASCII characters are allowed', zh: '只能包含 ASCII 字符' },
  'proxy.reason.credentials': {
    en: 'username and password are required, username without ":"',
    zh: '用户名和密码不能为空，用户名不能包含 ":"',
  },
  'proxy.reason.host': {
    en: 'host must be an IPv4 address (0-255 each part) or a host name',
    zh: '主机必须是 IPv4 地址（每段 0-255）或域名',
  },
  'proxy.reason.portMissing': { en: 'the port is missing', zh: '缺少端口' },
  'proxy.reason.port': {
    en: 'port must be a whole number from 1 to 65535',
    zh: '端口必须是 1 到 65535 之间的整数',
  },
  'proxy.reason.tooLong': { en: 'the line is too long', zh: '该行过长' },
  'proxy.tooMany': {
    en: 'At most {max, plural, one {# proxy} other {# proxies}} at a time',
    zh: '每次最多 {max} 个代理',
  },

  // fleet: accounts (spec 5 login upload)
  'account.type.personal': { en: 'Personal', zh: '个人' },
  'account.type.enterprise': { en: 'Enterprise', zh: '企业' },
  'account.risk.normal': { en: 'Normal', zh: '正常' },
  'account.risk.high': { en: 'High risk', zh: '高风险' },
  'account.status.pending': { en: 'Not logged in', zh: '未登录' },
  'account.status.online': { en: 'Online', zh: '在线' },
  'account.status.offline': { en: 'Offline', zh: '离线' },
  'account.status.abnormal': { en: 'Heartbeat check failed', zh: '心跳检测失败' },
  'account.status.banned': { en: 'Banned', zh: '封禁' },
  'account.fileRequired': { en: 'Choose a TXT file to upload', zh: '请选择要上传的 TXT 文件' },
  'account.fileTooLarge': { en: 'The TXT file must be at most 1 MB', zh: 'TXT 文件不能超过 1 MB' },
  'account.fileNotTxt': {
    en: 'Only TXT files are accepted: a .txt name and text content, one account|password a line',
    zh: '只支持 TXT 文件：.txt 文件名且内容为文本，每行一个 account|password',
  },
  'account.fileEmpty': { en: 'The file has no account lines', zh: '文件中没有账号' },
  'account.uploadSuccess': {
    en: 'Upload success: {accepted, plural, one {# account} other {# accounts}} imported, {duplicates, plural, one {# duplicate} other {# duplicates}}, {rejected, plural, one {# line} other {# lines}} rejected',
    zh: '上传成功：导入 {accepted} 个，重复 {duplicates} 个，拒绝 {rejected} 个',
  },
  'account.importConflict': {
    en: 'Some of these accounts were added meanwhile; nothing was imported, please upload again',
    zh: '部分账号刚被添加，本次未导入任何账号，请重新上传',
  },
  'account.line.noSeparator': {
    en: 'missing "|" between account and password',
    zh: '账号和密码之间缺少 "|"',
  },
  'account.line.accountEmpty': { en: 'the account is empty', zh: '账号为空' },
  'account.line.passwordEmpty': { en: 'the password is empty', zh: '密码为空' },
  'account.line.accountInvalid': {
    en: 'the account may not contain spaces or control characters',
    zh: '账号不能包含空格或控制字符',
  },
  'account.line.passwordInvalid': { en: 'the password contains control characters', zh: '密码包含控制字符' },
  'account.line.accountTooLong': {
    en: 'the account is longer than {max, plural, one {# character} other {# characters}}',
    zh: '账号超过 {max} 个字符',
  },
  'account.line.passwordTooLong': {
    en: 'the password is longer than {max, plural, one {# character} other {# characters}}',
    zh: '密码超过 {max} 个字符',
  },
  'account.line.duplicateInFile': { en: 'already on line {first}', zh: '与第 {first} 行重复' },
  'account.line.duplicateExisting': { en: 'already in this workspace', zh: '已存在于工作区' },
  'account.taken': { en: 'This account is already in the workspace', zh: '该账号已存在' },
  'account.accountImmutable': {
    en: 'Login account cannot be changed once set',
    zh: '登录账号设置后不能修改',
  },
  'account.bindSuccess': { en: 'Accounts bound to the device', zh: '账号已绑定设备' },

  // account lifecycle: bulk registration, profile edits, enterprise switch (tasks/lifecycle.ts)
  'signup.regionRequired': { en: 'Please select a region', zh: '请选择地区' },
  'signup.regionUnknown': { en: 'Registration is not offered in this region', zh: '该地区不支持注册' },
  'signup.regionEu': {
    en: 'Bulk registration is not supported in the EU',
    zh: '批量注册不支持欧盟地区',
  },
  'signup.labelRequired': { en: 'Please select a label', zh: '请选择标签' },
  'signup.countInvalid': {
    en: 'The number of accounts must be a whole number above 0',
    zh: '注册数量必须是大于 0 的整数',
  },
  'signup.typedEmpty': { en: 'Type the text, or let it be generated', zh: '请输入内容，或选择自动生成' },
  'signup.proxiesShort': {
    en: 'A proxy IP serves at most {per} registrations: {count, plural, one {# account needs} other {# accounts need}} {needed, plural, one {# proxy IP} other {# proxy IPs}}, the chosen proxies have room for {room}',
    zh: '每个代理 IP 最多注册 {per} 个账号：{count} 个账号需要 {needed} 个代理 IP，所选代理还可注册 {room} 个',
  },
  'signup.proxiesNeeded': {
    en: '{count, plural, one {# account needs} other {# accounts need}} {needed, plural, one {# proxy IP} other {# proxy IPs}} (at most {per} registrations per IP)',
    zh: '{count} 个账号需要 {needed} 个代理 IP（每个 IP 最多注册 {per} 个）',
  },
  'signup.suggestSpecial': {
    en: 'Only {rate}% of the recent registrations succeeded: special mode is recommended',
    zh: '近期注册成功率仅 {rate}%，建议切换为特殊模式',
  },
  'signup.noUsableDevice': {
    en: 'None of the chosen devices can run (banned or in arrears)',
    zh: '所选设备均不可用（已封禁或欠费）',
  },
  'signup.source.generated': { en: 'Generated', zh: '自动生成' },
  'signup.source.typed': { en: 'Typed', zh: '手动输入' },
  'signup.source.none': { en: 'None', zh: '不设置' },
  'signup.singleStart': { en: 'Single sign-up start: {account}', zh: '单个注册开始：{account}' },
  'signup.singleSuccess': { en: 'Single sign-up success: {account}', zh: '单个注册成功：{account}' },
  'signup.singleFail': {
    en: 'Single sign-up fail: {account}, {reason}',
    zh: '单个注册失败：{account}，{reason}',
  },
  'profile.nicknameEmpty': { en: 'Nickname cannot be empty', zh: '昵称不能为空' },
  'profile.usernameInvalid': {
    en: 'Username: 2-24 lower-case letters, digits, dots or underscores',
    zh: '用户名为 2-24 位小写字母、数字、点或下划线',
  },
  'profile.emailInvalid': { en: 'Email format is incorrect', zh: '邮箱格式不正确' },
  'profile.nothingChanged': { en: 'Choose at least one thing to change', zh: '请至少选择一项修改内容' },
  'profile.privacy.public': { en: 'Public', zh: '公开' },
  'profile.privacy.private': { en: 'Private', zh: '私密' },
  'profile.excluded': {
    en: '{count, plural, one {# account is} other {# accounts are}} left out ({accounts}): {reason}',
    zh: '{count} 个账号将被跳过（{accounts}）：{reason}',
  },
  'profile.rule.username': {
    en: 'the username can be changed again only one month after the last change',
    zh: '用户名修改后一个月内不能再次修改',
  },
  'profile.rule.nickname': {
    en: 'the nickname can be changed once every 7 days',
    zh: '昵称每 7 天只能修改一次',
  },
  'profile.rule.link': { en: 'the link can be changed once every 7 days', zh: '链接每 7 天只能修改一次' },
  'profile.rule.linkEmail': {
    en: 'link and email are only for enterprise accounts or accounts with 1,000 fans',
    zh: '链接和邮箱仅限企业号或粉丝数达到 1000 的账号',
  },
  'profile.rule.until': { en: '{rule} (again from {until})', zh: '{rule}（{until} 后可再次修改）' },
  'business.categoryRequired': { en: 'Please select a business category', zh: '请选择企业类目' },
  'business.alreadyEnterprise': {
    en: '{count, plural, one {# account is} other {# accounts are}} already enterprise and left out',
    zh: '{count} 个账号已是企业号，将被跳过',
  },
  'business.notEnterprise': {
    en: '{count, plural, one {# account is} other {# accounts are}} personal already and left out',
    zh: '{count} 个账号已是个人号，将被跳过',
  },
  'business.shutdownOk': { en: 'Shutdown enterprise successfully', zh: '关闭企业号成功' },
  'business.target.enterprise': { en: 'Switch to enterprise', zh: '切换为企业号' },
  'business.target.personal': {
    en: 'Back to personal (shutdown enterprise)',
    zh: '切回个人号（关闭企业号）',
  },
  'business.category.art_crafts': { en: 'Art and crafts', zh: '艺术与手工' },
  'business.category.automotive': { en: 'Automotive', zh: '汽车' },
  'business.category.baby': { en: 'Baby', zh: '母婴' },
  'business.category.beauty': { en: 'Beauty', zh: '美妆' },
  'business.category.clothing': { en: 'Clothing', zh: '服装' },
  'business.category.education': { en: 'Education', zh: '教育' },
  'business.category.electronics': { en: 'Electronics', zh: '电子产品' },
  'business.category.finance': { en: 'Finance', zh: '金融' },
  'business.category.food': { en: 'Food', zh: '食品' },
  'business.category.gaming': { en: 'Gaming', zh: '游戏' },
  'business.category.health': { en: 'Health', zh: '健康' },
  'business.category.home': { en: 'Home', zh: '家居' },
  'business.category.machinery': { en: 'Machinery', zh: '机械' },
  'business.category.media': { en: 'Media', zh: '媒体' },
  'business.category.personal_blog': { en: 'Personal blog', zh: '个人博客' },
  'business.category.pets': { en: 'Pets', zh: '宠物' },
  'business.category.professional_services': { en: 'Professional services', zh: '专业服务' },
  'business.category.public_administration': { en: 'Public administration', zh: '公共管理' },
  'business.category.real_estate': { en: 'Real estate', zh: '房地产' },
  'business.category.restaurants_bars': { en: 'Restaurants and bars', zh: '餐厅与酒吧' },
  'business.category.shopping': { en: 'Shopping', zh: '购物' },
  'business.category.software': { en: 'Software', zh: '软件' },
  'business.category.sports': { en: 'Sports', zh: '运动' },
  'business.category.travel': { en: 'Travel', zh: '旅游' },
  'business.category.others': { en: 'Others', zh: '其他' },
  'task.action.register': { en: 'register', zh: '注册' },
  'task.action.profile': { en: 'edit the profile of', zh: '修改资料' },
  'task.action.business': { en: 'switch', zh: '切换' },
  'finance.price.profileEdit': { en: 'Profile edit', zh: '修改资料' },
  'finance.price.businessSwitch': { en: 'Enterprise switch', zh: '企业号切换' },
  'platform.reason.captchaFailed': { en: 'the verification code was not solved', zh: '验证码未通过' },
  'platform.reason.phoneRejected': { en: 'the phone number was rejected', zh: '手机号被拒绝' },
  'platform.reason.usernameTaken': { en: 'the username is taken', zh: '用户名已被占用' },
  'platform.reason.ruleInterval': { en: 'changed too recently: {rule}', zh: '修改过于频繁：{rule}' },
  'platform.reason.noAccount': { en: 'the account no longer exists', zh: '账号已不存在' },
  // resources: fans library, account resources, fan collection
  'tag.kind.accountResource': { en: 'Account resource tags', zh: '账号资源标签' },
  'selection.fans': { en: 'fans', zh: '粉丝' },
  'selection.accountResources': { en: 'account resources', zh: '账号资源' },
  'resource.fansType.blogger': { en: 'Blogger fans', zh: '博主粉丝' },
  'resource.fansType.comment': { en: 'Comment-area fans', zh: '评论区粉丝' },
  'resource.gather.type.blogger': { en: 'Blogger fans', zh: '博主粉丝' },
  'resource.gather.type.comment': { en: 'Comment-area fans', zh: '评论区粉丝' },
  'resource.gather.search.link': { en: 'Video link', zh: '视频链接' },
  'resource.gather.search.keyword': { en: 'Keyword', zh: '关键词' },
  'resource.gather.search.topic': { en: 'Topic', zh: '话题' },
  'resource.gather.typeRequired': {
    en: 'Please choose blogger fans or comment-area fans',
    zh: '请选择博主粉丝或评论区粉丝',
  },
  'resource.gather.sourceRequired': { en: 'Please choose a data source', zh: '请选择数据来源' },
  'resource.gather.linkInvalid': { en: 'Video link format is incorrect', zh: '视频链接格式不正确' },
  'resource.gather.topicRequired': { en: 'Topic cannot be empty', zh: '话题不能为空' },
  'resource.gather.userMaxBelowMin': {
    en: 'Maximum fans cannot be less than minimum fans',
    zh: '最大粉丝数不能小于最小粉丝数',
  },
  'resource.gather.noSource': { en: 'No available data source', zh: '没有可用的数据源' },
  'resource.gather.bloggerUnknown': { en: 'No such blogger: {value}', zh: '博主不存在：{value}' },
  'resource.fans.exported': { en: 'Exported {count}', zh: '已导出 {count} 条' },
  'resource.fans.tagEmpty': { en: 'No fans carry the chosen tags', zh: '所选标签下没有粉丝' },
  'resource.account.exists': {
    en: 'The reserve already has this account',
    zh: '账号资源中已有此账号',
  },
  'resource.account.moveSuccess': {
    en: 'Moved to the account list: {moved}, already there: {skipped}',
    zh: '已移入账号列表：{moved} 个，已存在：{skipped} 个',
  },
  'task.action.gather': { en: 'collect fans from', zh: '采集粉丝' },
  'log.gather.page': {
    en: '{source}: {found} users read, {filtered} outside the follower filter, {added} new fans, {duplicates} already in the library ({total}/{target})',
    zh: '{source}：读取 {found} 个用户，{filtered} 个不符合粉丝数筛选，新增 {added} 个粉丝，{duplicates} 个已在库中（{total}/{target}）',
  },
  'log.gather.targetReached': {
    en: 'The target of {target} is reached: the remaining pages are skipped',
    zh: '已达到目标 {target}：其余页面不再采集',
  },
  'log.gather.charged': {
    en: 'Charged {points} for {total} collected fans',
    zh: '已采集 {total} 个粉丝，扣除 {points} 点',
  },

  // tasks (engine, task API, simulated platform)
  'selection.tasks': { en: 'tasks', zh: '任务' },
  'task.status.queue': { en: 'In queue', zh: '排队中' },
  'task.status.running': { en: 'Executing', zh: '执行中' },
  'task.status.paused': { en: 'Paused', zh: '已暂停' },
  'task.status.success': { en: 'Completed', zh: '已完成' },
  'task.status.failed': { en: 'Stopped', zh: '已停止' },
  'task.mode.independent': { en: 'Standard mode', zh: '标准模式' },
  'task.mode.rotation': { en: 'Special mode', zh: '特殊模式' },
  'task.mode.reordering': { en: 'Random mode', zh: '随机模式' },
  'task.mode.interception': { en: 'Interception', zh: '拦截模式' },
  'task.type.device': { en: 'Device tasks', zh: '设备任务' },
  'task.type.account': { en: 'Account tasks', zh: '账号任务' },
  'task.type.toker': { en: 'Customer acquisition', zh: '获客任务' },
  'task.type.video': { en: 'Video tasks', zh: '视频任务' },
  'task.type.resource': { en: 'Resource tasks', zh: '资源任务' },
  'task.subtype.like': { en: 'Like', zh: '点赞' },
  'task.subtype.follow': { en: 'Follow', zh: '关注' },
  'task.subtype.maintenance': { en: 'Account maintenance', zh: '养号' },
  'task.subtype.batch_login': { en: 'Batch login', zh: '批量登录' },
  'task.subtype.comment_fans': { en: 'Fan collection', zh: '粉丝采集' },
  'task.subtype.message': { en: 'Direct message', zh: '私信' },
  'task.subtype.view': { en: 'Increase views', zh: '刷播放' },
  'task.subtype.save': { en: 'Save / collect', zh: '收藏' },
  'task.subtype.comments': { en: 'Comment', zh: '评论' },
  'task.subtype.post': { en: 'Video post', zh: '视频发布' },
  'task.subtype.signup': { en: 'Batch registration', zh: '批量注册' },
  'task.subtype.batch_modify_profile': { en: 'Batch profile edit', zh: '批量修改资料' },
  'task.subtype.business_account': { en: 'Business account switch', zh: '企业号切换' },
  'task.action.login': { en: 'log in on', zh: '登录设备' },
  'task.action.play': { en: 'play', zh: '播放' },
  'task.action.collect': { en: 'collect', zh: '收藏' },
  'task.action.share': { en: 'share', zh: '分享' },
  'task.action.like': { en: 'like', zh: '点赞' },
  'task.action.publish': { en: 'publish', zh: '发布' },
  'task.action.follow': { en: 'follow', zh: '关注' },
  'task.action.comment': { en: 'comment on', zh: '评论' },
  'task.action.unfollow': { en: 'unfollow', zh: '取消关注' },
  'task.action.message': { en: 'message', zh: '私信' },
  'task.result.completed': { en: 'Completed: every action ran', zh: '已完成：所有操作已执行' },
  'task.result.stopped': { en: 'Stopped by its user', zh: '已被用户停止' },
  'task.submitted': { en: 'Task Submitted Successfully', zh: '任务提交成功' },
  'task.stoppedOk': { en: 'Task Stopped Successfully', zh: '任务停止成功' },
  'task.pausedOk': { en: 'Task paused', zh: '任务已暂停' },
  'task.resumedOk': { en: 'Task resumed', zh: '任务已恢复' },
  'task.deleted': { en: 'This task has been deleted', zh: '该任务已删除' },
  'task.alreadyEnded': { en: 'This task has already ended', zh: '该任务已结束' },
  'task.alreadyPaused': { en: 'This task is already paused', zh: '该任务已暂停' },
  'task.notPaused': { en: 'Only a paused task can be resumed', zh: '只有已暂停的任务才能恢复' },
  'task.kindUnavailable': { en: 'Tasks of this kind cannot run yet', zh: '暂不支持此类任务' },
  'task.noValidData': {
    en: 'No valid user or video data, go back and reselect',
    zh: '没有有效的用户或视频数据，请返回重新选择',
  },
  'task.noLoginAccounts': {
    en: 'No login accounts under the selected tags',
    zh: '所选标签下没有可登录的账号',
  },
  'task.accountsRequired': {
    en: 'Select account tags or upload a TXT of accounts first',
    zh: '请先选择账号标签或上传账号 TXT',
  },
  'task.tooManySteps': {
    en: 'A task may plan at most {max, plural, one {# action} other {# actions}}',
    zh: '一个任务最多 {max} 个操作',
  },
  'task.accountsChoiceRequired': {
    en: 'Select account tags, or accounts in the account list',
    zh: '请选择账号标签，或在账号列表中选择账号',
  },
  'task.accountsWithoutDevice': {
    en: '{count, plural, one {# of the chosen accounts is} other {# of the chosen accounts are}} not logged in on a device (or banned) and left out',
    zh: '所选账号中有 {count} 个未在设备上登录（或已封禁），将被跳过',
  },
  'task.tagEmpty': { en: 'The tag {name} holds no account', zh: '标签 {name} 下没有账号' },
  'task.logIdInvalid': {
    en: '{field} must be a task number (digits only)',
    zh: '{field}必须是任务编号（仅数字）',
  },
  'task.userRefInvalid': {
    en: '{field} must be a user id, an @handle or a profile link',
    zh: '{field}必须是用户 ID、@用户名或主页链接',
  },
  'task.messageTextEmpty': { en: 'A message cannot be empty', zh: '私信内容不能为空' },
  'task.messageTextsRequired': { en: 'Add at least one message text', zh: '请至少添加一条私信内容' },
  'task.followCapReached': {
    en: '{account}: at most {cap} × {action} a day, {left} left today; the rest is left out',
    zh: '{account}：每日最多{action} {cap} 次，今日还剩 {left} 次，其余不执行',
  },
  'task.usersFiltered': {
    en: '{count} users left out: outside the follower range or the regions',
    zh: '{count} 个用户不在粉丝数范围或地区内，已排除',
  },
  'task.unfollowOldest': { en: 'oldest followed', zh: '最早关注的用户' },
  'log.step.unfollowed': { en: '[{account}] unfollowed {user}', zh: '[{account}] 已取消关注 {user}' },
  'task.userValuesEmpty': { en: 'Add at least one target user', zh: '请至少添加一个目标用户' },
  'task.userNotFound': { en: 'No such user: {id}', zh: '用户不存在：{id}' },
  'task.textMaterialNotFound': {
    en: 'Material {id} is not a text material of subtype {subtype}',
    zh: '素材 {id} 不是{subtype}类的文本素材',
  },
  'task.videoRefInvalid': {
    en: '{field} must be a video link or a 19-digit video id',
    zh: '{field}必须是视频链接或 19 位视频 ID',
  },
  'task.videoNotFound': { en: 'No video has the id {id}', zh: '不存在 ID 为 {id} 的视频' },
  'task.valuesEmpty': { en: 'Add at least one target video', zh: '请至少添加一个目标视频' },
  'task.countsEmpty': { en: 'Set a count for at least one action', zh: '请至少为一种操作设置次数' },
  'task.commentTextEmpty': { en: 'A comment cannot be empty', zh: '评论内容不能为空' },
  'task.commentTextsRequired': {
    en: 'Add comment texts when the comment count is above 0',
    zh: '评论次数大于 0 时请添加评论内容',
  },
  'task.tooManyAtUsers': {
    en: 'At most 3 @users per comment, with spaces around them',
    zh: '每条评论最多 @3 个用户，前后需有空格',
  },
  'job.pausedOk': { en: 'Scheduled task paused', zh: '定时任务已暂停' },
  'job.resumedOk': { en: 'Scheduled task resumed', zh: '定时任务已恢复' },
  'finance.price.accountLogin': { en: 'Account login', zh: '账号登录' },
  'finance.price.actionPlay': { en: 'Play', zh: '播放' },
  'finance.price.actionCollect': { en: 'Collect', zh: '收藏' },
  'finance.price.actionShare': { en: 'Share', zh: '分享' },
  'finance.price.actionLike': { en: 'Like', zh: '点赞' },
  'finance.price.actionFollow': { en: 'Follow', zh: '关注' },
  'finance.price.actionComment': { en: 'Comment', zh: '评论' },
  'finance.price.videoPost': { en: 'Video publish', zh: '视频发布' },
  'finance.price.actionMessage': { en: 'Private message', zh: '私信' },
  'log.task.submitted': {
    en: 'Task submitted: {steps, plural, one {# action} other {# actions}} for {accounts, plural, one {# account} other {# accounts}}, {points, plural, one {# point} other {# points}} held',
    zh: '任务已提交：{accounts} 个账号共 {steps} 个操作，冻结 {points} 点',
  },
  'log.task.started': { en: 'Task started', zh: '任务开始执行' },
  'log.task.completed': {
    en: 'Task completed: {success} succeeded, {failed} failed, {error} abnormal; {charged, plural, one {# point} other {# points}} charged, {released} released',
    zh: '任务完成：成功 {success}，失败 {failed}，异常 {error}；扣除 {charged} 点，退回 {released} 点',
  },
  'log.task.stopped': {
    en: 'Task stopped: {cancelled, plural, one {# action} other {# actions}} cancelled, {released, plural, one {# point} other {# points}} released',
    zh: '任务已停止：取消 {cancelled} 个操作，退回 {released} 点',
  },
  'log.task.paused': { en: 'Task paused', zh: '任务已暂停' },
  'log.task.resumed': { en: 'Task resumed', zh: '任务已恢复' },
  'log.step.ok': { en: '[{account}] {action} {target}: success', zh: '[{account}] {action} {target}：成功' },
  'log.step.failed': {
    en: '[{account}] {action} {target}: failed, {reason}',
    zh: '[{account}] {action} {target}：失败，{reason}',
  },
  'log.step.abnormal': {
    en: '[{account}] {action} {target}: abnormal, {reason}',
    zh: '[{account}] {action} {target}：异常，{reason}',
  },
  'log.step.retry': {
    en: '[{account}] {action} {target}: abnormal, {reason}; try {next} of {max} in {seconds} s',
    zh: '[{account}] {action} {target}：异常，{reason}；{seconds} 秒后进行第 {next}/{max} 次尝试',
  },
  'log.step.lost': {
    en: '[{account}] {action} {target}: its worker stopped; back in the queue',
    zh: '[{account}] {action} {target}：执行进程已停止，重新排队',
  },
  'log.step.returned': {
    en: '[{account}] {action} {target}: the engine shut down; back in the queue',
    zh: '[{account}] {action} {target}：引擎已关闭，重新排队',
  },
  'log.step.cancelled': {
    en: '[{account}] {action} {target}: cancelled',
    zh: '[{account}] {action} {target}：已取消',
  },
  'log.step.intercepted': {
    en: '[{account}] stopped after its first failure: {skipped, plural, one {# action} other {# actions}} skipped',
    zh: '[{account}] 首次失败后停止：跳过 {skipped} 个操作',
  },
  'log.step.deviceWait': {
    en: '[{account}] {action} {target}: the device is {status}; waiting {seconds} s',
    zh: '[{account}] {action} {target}：设备{status}，等待 {seconds} 秒',
  },
  'platform.reason.ok': { en: 'success', zh: '成功' },
  'platform.reason.alreadyDone': { en: 'already done', zh: '已完成' },
  'platform.reason.wrongPassword': { en: 'wrong password', zh: '密码错误' },
  'platform.reason.accountBanned': { en: 'the account is banned', zh: '账号已被封禁' },
  'platform.reason.videoUnavailable': { en: 'the video is unavailable', zh: '视频不可用' },
  'platform.reason.videoNotFound': { en: 'no such video', zh: '视频不存在' },
  'platform.reason.userNotFound': { en: 'no such user', zh: '用户不存在' },
  'platform.reason.rateLimited': {
    en: 'too many actions, slowed down by the platform',
    zh: '操作过于频繁，被平台限流',
  },
  'platform.reason.actionBlocked': { en: 'the platform blocked the action', zh: '平台拦截了该操作' },
  'platform.reason.commentBlocked': { en: 'the comment was not published', zh: '评论未发布' },
  'platform.reason.heartbeatFailed': { en: 'heartbeat check failed', zh: '心跳检测失败' },
  'platform.reason.networkTimeout': { en: 'network timeout', zh: '网络超时' },
  'platform.reason.timeout': { en: 'the action took too long', zh: '操作超时' },
  'platform.reason.driverError': { en: 'the device driver failed: {error}', zh: '设备驱动出错：{error}' },
  'platform.reason.workerLost': { en: 'its worker stopped on every try', zh: '每次尝试时执行进程都已停止' },
  'platform.reason.deviceGone': { en: 'the device no longer exists', zh: '设备已不存在' },
  'platform.reason.device_banned': { en: 'the device is banned', zh: '设备已封禁' },
  'platform.reason.device_arrears': { en: 'the device is in arrears', zh: '设备已欠费' },
  'platform.reason.dailyLimit': {
    en: "the account reached today's follow limit",
    zh: '该账号今日关注次数已达上限',
  },
  'platform.reason.notFollowing': { en: 'the account does not follow this user', zh: '该账号未关注此用户' },
  'platform.reason.messagesClosed': {
    en: 'the user accepts messages only from people they follow',
    zh: '该用户仅接收其关注者的私信',
  },
  'platform.reason.messageBlocked': { en: 'the message was not delivered', zh: '私信未送达' },
  'lookup.userRefRequired': { en: 'Give the user id or uniqueId', zh: '请提供用户 id 或 uniqueId' },
  'lookup.regionUnknown': { en: 'Unknown region', zh: '未知地区' },
  'lookup.challengeNotFound': { en: 'No such hashtag', zh: '话题不存在' },
  // customer service (issue 15, docs/service.md)
  'service.kind.comment': { en: 'Comment', zh: '评论' },
  'service.kind.chat': { en: 'Private message', zh: '私信' },
  'service.state.pending': { en: 'Waiting for the device', zh: '等待设备' },
  'service.state.sending': { en: 'Sending', zh: '发送中' },
  'service.state.sent': { en: 'Sent', zh: '已发送' },
  'service.state.failed': { en: 'Failed', zh: '发送失败' },
  'service.replyRequired': {
    en: 'Type a reply or choose a text material',
    zh: '请输入回复内容或选择文本素材',
  },
  'service.replyTooLong': {
    en: 'A comment reply holds at most {max, plural, one {# character} other {# characters}}',
    zh: '评论回复最多 {max} 个字符',
  },
  'service.materialKind': {
    en: 'Choose a text material of subtype {subtype}',
    zh: '请选择子类型为“{subtype}”的文本素材',
  },
  'service.materialEmpty': { en: 'The material has no text', zh: '该素材没有文本内容' },
  'service.keywordEmpty': { en: 'A keyword cannot be empty', zh: '关键词不能为空' },
  'service.keywordComma': { en: 'A keyword cannot contain a comma', zh: '关键词不能包含逗号' },
  'service.rulesFull': { en: 'At most {max, plural, one {# rule} other {# rules}}', zh: '最多 {max} 条规则' },
  'service.selectConversation': { en: 'Choose at least one conversation', zh: '请至少选择一个会话' },
  'service.staffUnknown': {
    en: 'Choose an active member of this workspace',
    zh: '请选择本工作区的在职成员',
  },
  'service.accountNoDevice': {
    en: 'The account is not bound to a device: the reply cannot be sent',
    zh: '该账号未绑定设备，无法发送回复',
  },
  'service.reason.noDevice': { en: 'the account has no device', zh: '账号没有绑定设备' },
  'selection.conversations': { en: 'conversations', zh: '会话' },
} satisfies Catalogue;

export type MessageKey = keyof typeof messages;

/**
 * `{ value: 'prefix.value' }` for each value: the catalogue keys of an enum's
 * labels. A key missing from the catalogue fails to compile.
 */
export function labelsOf<const P extends string, const V extends string>(
  prefix: P,
  values: readonly V[] & ([`${P}.${V}`] extends [MessageKey] ? unknown : 'not in the catalogue'),
): { readonly [K in V]: `${P}.${K}` } {
  return Object.fromEntries(values.map((v) => [v, `${prefix}.${v}`])) as { readonly [K in V]: `${P}.${K}` };
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

const PLURAL = /\{(\w+), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}/g;

/** Fills `{name}` placeholders and picks plural forms by the count; unknown keys are returned as they are. */
export function translate(key: string, lang: Lang, params: Record<string, unknown> = {}): string {
  return fill(isMessageKey(key) ? messages[key][lang] : key, lang, params, 1);
}

/** The plural form of `{n, plural, one {…} other {…}}` for the count, `#` replaced by it. */
function plural(whole: string, value: unknown, lang: Lang, one: string, other: string): string {
  const count = Number(value);
  if (value === undefined || Number.isNaN(count)) return whole;
  const form = new Intl.PluralRules(lang).select(count) === 'one' ? one : other;
  return form.replaceAll('#', String(count));
}

/**
 * A parameter that is itself a catalogue key (e.g. `what: 'selection.devices'`,
 * `reason: 'platform.reason.driverError'`) is translated too, and filled from
 * the same parameters (one level deep, so a key never expands itself forever).
 */
function fill(text: string, lang: Lang, params: Record<string, unknown>, depth: number): string {
  return text
    .replace(PLURAL, (whole, name: string, one: string, other: string) =>
      plural(whole, params[name], lang, one, other),
    )
    .replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      if (typeof value !== 'string' || !isMessageKey(value)) return String(value);
      return depth > 0 ? fill(messages[value][lang], lang, params, depth - 1) : messages[value][lang];
    });
}

/** Language from an Accept-Language header: zh when Chinese comes first, else en. */
export function langFromHeader(header: string | undefined | null): Lang {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh' : 'en';
}
